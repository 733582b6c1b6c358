// What the Worker's bundler makes of the WebAssembly the link-preview images import
// (src-worker/pages/preview-image.ts): a compiled module, by wrangler's default CompiledWasm rule,
// which `wrangler types` does not declare (the *.woff of wrangler.toml's rules it does).
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
