// Chromium's MediaRecorder writes WebM as a live stream: the Segment and its Clusters have
// "unknown" sizes and the Info element carries no Duration, so browsers report an infinite
// duration and cannot show a progress bar. This adds the Duration, measured from the last frame.
// Only what that output contains is handled; anything else is refused rather than guessed at.

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
};

/** Elements whose children are read in place (the others are skipped whole). */
const DESCEND = new Set([ID.segment, ID.cluster, ID.blockGroup]);

/** An EBML variable-length integer at `pos`: its byte length and value (marker bit removed). */
function readVint(bytes, pos, keepMarker = false) {
  const first = bytes[pos];
  if (first === undefined || first === 0)
    throw new Error(`Not a WebM variable-length integer at byte ${pos}`);
  const length = Math.clz32(first) - 23;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[pos + index];
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

function readUint(bytes, pos, length) {
  let value = 0;
  for (let index = 0; index < length; index += 1) value = value * 256 + bytes[pos + index];
  return value;
}

/** Size as an 8-byte EBML integer, so the header has a fixed length. */
function eightByteSize(size) {
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  out.writeUIntBE(size, 2, 6);
  return out;
}

/** `webm` with a Duration in its Info (unchanged if it had one), and that duration in seconds. */
export function withWebmDuration(webm) {
  let info;
  let scale = 1_000_000;
  let hasDuration = false;
  let clusterTime = 0;
  let lastFrame = 0;
  let frames = 0;

  let pos = 0;
  while (pos < webm.length) {
    const id = readVint(webm, pos, true);
    const size = readVint(webm, pos + id.length);
    const dataStart = pos + id.length + size.length;
    if (DESCEND.has(id.value)) {
      pos = dataStart;
      if (id.value === ID.segment && !size.unknown) {
        throw new Error('The WebM segment has a fixed size; this tool only handles MediaRecorder output');
      }
      continue;
    }
    if (size.unknown) throw new Error(`Unexpected element of unknown size at byte ${pos}`);
    if (id.value === ID.seekHead)
      throw new Error('The WebM file has a SeekHead; inserting bytes would break it');
    if (id.value === ID.info) {
      info = { start: pos, dataStart, end: dataStart + size.value };
      for (let child = dataStart; child < info.end;) {
        const childId = readVint(webm, child, true);
        const childSize = readVint(webm, child + childId.length);
        const childData = child + childId.length + childSize.length;
        if (childId.value === ID.timecodeScale) scale = readUint(webm, childData, childSize.value);
        if (childId.value === ID.duration) hasDuration = true;
        child = childData + childSize.value;
      }
    }
    if (id.value === ID.timecode) clusterTime = readUint(webm, dataStart, size.value);
    if (id.value === ID.simpleBlock || id.value === ID.block) {
      const track = readVint(webm, dataStart);
      const relative = webm.readInt16BE(dataStart + track.length);
      lastFrame = Math.max(lastFrame, clusterTime + relative);
      frames += 1;
    }
    pos = dataStart + size.value;
  }

  if (info === undefined) throw new Error('The WebM file has no Info element');
  // The last frame is shown for one frame's time too.
  const frameTicks = frames > 1 ? lastFrame / (frames - 1) : 0;
  const seconds = ((lastFrame + frameTicks) * scale) / 1e9;
  if (hasDuration) return { webm, seconds };
  const duration = Buffer.alloc(11);
  duration.writeUIntBE(ID.duration, 0, 2);
  duration[2] = 0x88;
  duration.writeDoubleBE(lastFrame + frameTicks, 3);
  const body = Buffer.concat([webm.subarray(info.dataStart, info.end), duration]);
  const header = Buffer.concat([Buffer.from([0x15, 0x49, 0xa9, 0x66]), eightByteSize(body.length)]);
  return {
    webm: Buffer.concat([webm.subarray(0, info.start), header, body, webm.subarray(info.end)]),
    seconds,
  };
}
