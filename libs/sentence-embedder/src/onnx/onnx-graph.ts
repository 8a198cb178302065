import { MessageWriter } from './protobuf-writer.js';

/**
 * A small builder for ONNX models: nodes, constant tensors (initialisers), typed inputs and outputs,
 * written in ONNX's protobuf format (onnx.proto field numbers, which are stable across versions).
 */

/** TensorProto.DataType values used here. */
export const elementType = { float: 1, uint8: 2, int8: 3, int32: 6, int64: 7 } as const;
export type ElementType = (typeof elementType)[keyof typeof elementType];

export type Attribute = { int: number } | { float: number } | { ints: readonly number[] };

export type Tensor = {
  dataType: ElementType;
  dims: readonly number[];
  /** Little-endian element bytes (TensorProto.raw_data). */
  raw: Uint8Array;
};

/** A dimension is a fixed size or a symbolic name such as 'batch'. */
export type Dimension = number | string;

type Node = {
  opType: string;
  inputs: readonly string[];
  outputs: readonly string[];
  attributes: Record<string, Attribute>;
};
type ValueInfo = { name: string; type: ElementType; shape: readonly Dimension[] };

const attributeType = { float: 1, int: 2, ints: 7 } as const;

export function floatTensor(dims: readonly number[], values: Float32Array): Tensor {
  return { dataType: elementType.float, dims, raw: bytesOf(values) };
}

export function int64Tensor(dims: readonly number[], values: readonly number[]): Tensor {
  return { dataType: elementType.int64, dims, raw: bytesOf(BigInt64Array.from(values.map(BigInt))) };
}

export function int8Tensor(dims: readonly number[], values: Int8Array): Tensor {
  return { dataType: elementType.int8, dims, raw: bytesOf(values) };
}

function bytesOf(values: ArrayBufferView): Uint8Array {
  // Typed arrays are in the platform's byte order; every platform onnxruntime-node ships for is little-endian.
  return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
}

export class OnnxGraph {
  private readonly nodes: Node[] = [];
  private readonly initializers = new Map<string, Tensor>();
  private readonly inputs: ValueInfo[] = [];
  private readonly outputs: ValueInfo[] = [];
  private counter = 0;

  input(name: string, type: ElementType, shape: readonly Dimension[]): string {
    this.inputs.push({ name, type, shape });
    return name;
  }

  output(name: string, type: ElementType, shape: readonly Dimension[]): void {
    this.outputs.push({ name, type, shape });
  }

  constant(name: string, tensor: Tensor): string {
    if (this.initializers.has(name)) throw new Error(`ONNX initialiser '${name}' defined twice`);
    this.initializers.set(name, tensor);
    return name;
  }

  /** Adds a node with one output and returns that output's name (`name` if given, else a fresh one). */
  op(
    opType: string,
    inputs: readonly string[],
    attributes: Record<string, Attribute> = {},
    name?: string,
  ): string {
    const output = name ?? `${opType.toLowerCase()}_${this.counter++}`;
    this.nodes.push({ opType, inputs, outputs: [output], attributes });
    return output;
  }

  /** Adds a node with several outputs, named by the caller. */
  opWithOutputs(
    opType: string,
    inputs: readonly string[],
    outputs: readonly string[],
    attributes: Record<string, Attribute> = {},
  ): readonly string[] {
    this.nodes.push({ opType, inputs, outputs, attributes });
    return outputs;
  }

  /** The whole model as ONNX bytes (ModelProto). */
  encode(options: {
    irVersion: number;
    opset: number;
    producer: string;
    producerVersion: string;
  }): Uint8Array {
    const graph = new MessageWriter();
    this.nodes.forEach((node, index) => graph.message(1, encodeNode(node, index)));
    graph.string(2, 'graph');
    for (const [name, tensor] of this.initializers) graph.message(5, encodeTensor(name, tensor));
    for (const input of this.inputs) graph.message(11, encodeValueInfo(input));
    for (const output of this.outputs) graph.message(12, encodeValueInfo(output));

    const opset = new MessageWriter().string(1, '').varint(2, options.opset);
    return new MessageWriter()
      .varint(1, options.irVersion)
      .string(2, options.producer)
      .string(3, options.producerVersion)
      .message(7, graph)
      .message(8, opset)
      .finish();
  }
}

function encodeNode(node: Node, index: number): MessageWriter {
  const message = new MessageWriter();
  for (const input of node.inputs) message.string(1, input);
  for (const output of node.outputs) message.string(2, output);
  message.string(3, `n${index}`).string(4, node.opType);
  for (const [name, value] of Object.entries(node.attributes))
    message.message(5, encodeAttribute(name, value));
  return message;
}

function encodeAttribute(name: string, value: Attribute): MessageWriter {
  const message = new MessageWriter().string(1, name);
  if ('int' in value) return message.varint(3, value.int).varint(20, attributeType.int);
  if ('float' in value) return message.float(2, value.float).varint(20, attributeType.float);
  return message.packedVarints(8, value.ints).varint(20, attributeType.ints);
}

function encodeTensor(name: string, tensor: Tensor): MessageWriter {
  return new MessageWriter()
    .packedVarints(1, tensor.dims)
    .varint(2, tensor.dataType)
    .string(8, name)
    .bytes(9, tensor.raw);
}

function encodeValueInfo(info: ValueInfo): MessageWriter {
  const shape = new MessageWriter();
  for (const dim of info.shape) {
    const dimension = new MessageWriter();
    if (typeof dim === 'number') dimension.varint(1, dim);
    else dimension.string(2, dim);
    shape.message(1, dimension);
  }
  const tensorType = new MessageWriter().varint(1, info.type).message(2, shape);
  const type = new MessageWriter().message(1, tensorType);
  return new MessageWriter().string(1, info.name).message(2, type);
}
