// The codecs' WebAssembly (codecs.ts), imported as compiled modules. Named with ?module, which
// wrangler's bundler and the Workers test pool both read as CompiledWasm: two of the packages
// ship a .wasm.d.ts of their own (for browsers' instantiate), which a plain *.wasm import would
// be typed by.
declare module '*.wasm?module' {
  const module: WebAssembly.Module;
  export default module;
}
