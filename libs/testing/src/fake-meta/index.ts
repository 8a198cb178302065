export {
  startFakeMetaGraph,
  type FakeMetaBusiness,
  type FakeMetaGraph,
  type FakeMetaPhoneNumber,
  type FakeMetaSentMessage,
  type FakeMetaDelivery,
} from './fake-meta-graph.js';
