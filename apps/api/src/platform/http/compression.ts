/**
 * Compression of answers sent many times (decision 022, "Fifth pass").
 *
 * @fastify/compress encodes each answer it sends, by the encoding the client accepts (brotli,
 * gzip or deflate, from 1 KiB up). A cached catalogue answer is the same Buffer every time it is
 * sent (list-cache.ts keeps its bytes), so encoding it again for each browser that asks repeats
 * the same work: about a millisecond of brotli for a page of products. `memoizedZlib` gives the
 * plugin (its `zlib` option) the synchronous compressors of node:zlib, each remembering its
 * output per input Buffer (a WeakMap: kept only while that Buffer lives, so an answer made once
 * is not kept by this). The plugin picks the encoding, the options and when to compress, as
 * before; only the repeated work goes.
 */
import zlib from 'node:zlib';

/** A synchronous compressor of node:zlib: input and options to the compressed bytes. */
type Compress = (input: zlib.InputType, options?: object) => Buffer;

/**
 * The compressors the plugin calls synchronously (node:zlib's, with their signatures); zstd only
 * where node:zlib has it (Node 22.15 and later), since the plugin then prefers it.
 */
export interface SyncCompressors {
  brotliCompressSync: Compress;
  gzipSync: Compress;
  deflateSync: Compress;
  zstdCompressSync?: Compress;
}

/** SyncCompressors remembering their output, and how many times they really compressed. */
export interface MemoizedZlib extends SyncCompressors {
  /** How many inputs were compressed (not found remembered), every encoding counted. */
  readonly computed: number;
}

/**
 * node:zlib's synchronous compressors, each remembering its output per input Buffer (see module
 * comment). Options are those of the first call for a Buffer: the plugin passes the same ones on
 * every call of an encoding. Inputs that are not Buffers (strings, other views) are compressed
 * every time. Throws what node:zlib throws.
 */
export function memoizedZlib(): MemoizedZlib {
  let computed = 0;
  const memo = (compress: Compress): Compress => {
    const outputs = new WeakMap<Buffer, Buffer>();
    return (input, options) => {
      if (!Buffer.isBuffer(input)) {
        computed += 1;
        return compress(input, options);
      }
      let output = outputs.get(input);
      if (output === undefined) {
        computed += 1;
        // A copy of its own size: node:zlib returns a slice of a 16 KiB chunk, which a kept
        // slice would keep whole.
        const compressed = compress(input, options);
        output = Buffer.allocUnsafeSlow(compressed.length);
        compressed.copy(output);
        outputs.set(input, output);
      }
      return output;
    };
  };
  const zstd = (zlib as { zstdCompressSync?: Compress }).zstdCompressSync;
  return {
    brotliCompressSync: memo(zlib.brotliCompressSync),
    gzipSync: memo(zlib.gzipSync),
    deflateSync: memo(zlib.deflateSync),
    ...(zstd === undefined ? {} : { zstdCompressSync: memo(zstd) }),
    get computed() {
      return computed;
    },
  };
}
