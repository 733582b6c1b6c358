// Vite's client types for the app: import.meta.env, and what importing a style sheet or an
// asset gives. The app's own build-time values are in app-env.d.ts.
/// <reference types="vite/client" />
