/** A real, decodable PNG of `width` × `height` opaque red pixels. */
export declare function tinyPng(width: number, height: number): Buffer
/** The header of a baseline JPEG of `width` × `height` (SOI, APP0, SOF0, EOI; no scan). */
export declare function jpegHeader(width: number, height: number): Buffer
/** The header of a lossless WebP (RIFF, VP8L with its size bits). */
export declare function webpLossless(width: number, height: number): Buffer
