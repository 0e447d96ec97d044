// Builds the browser client into the Python package (src/circolo/web), where `circolo serve`
// serves it at `/`. The build is committed so that installing Circolo needs no Node.
import { defineConfig } from "vitest/config";

export default defineConfig({
  base: "/",
  build: {
    outDir: "../src/circolo/web",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 1000,
  },
  server: {
    fs: { allow: [".."] },
    proxy: { "/api": { target: "http://127.0.0.1:8765", ws: true } },
  },
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
  },
});
