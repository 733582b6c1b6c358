// What the Worker's bundler (wrangler's module rules) makes of the binary files the link-preview
// images import (src-worker/pages/preview-image.ts): *.wasm is a compiled WebAssembly module
// (the default CompiledWasm rule), *.woff its bytes (the Data rule in wrangler.toml).
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
declare module '*.woff' {
  const bytes: ArrayBuffer;
  export default bytes;
}
