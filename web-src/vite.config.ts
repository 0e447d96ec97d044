// Builds the browser client into the Python package (src/circolo/web), where `circolo serve`
// serves it at `/`. The build is committed so that installing Circolo needs no Node.
import { defineConfig, type Plugin } from "vitest/config";

/** Catalog keys the browser uses (the training mode writes the computers' reasons itself, to
 *  name seats as the table does); the rest (errors of the CLI…) stay out of the bundle, so
 *  that a new sentence for the command line does not change the committed build. */
const CLIENT_KEYS = /^(web|card|suit|variant|reason)\./;

function catalogSubset(): Plugin {
  return {
    name: "circolo-catalog-subset",
    enforce: "pre",
    transform(code, id) {
      if (!/src[\\/]circolo[\\/](?:[^\\/]+[\\/])*i18n[\\/](it|en)\.json$/.test(id)) return null;
      const catalog = JSON.parse(code) as Record<string, string>;
      const kept = Object.fromEntries(Object.entries(catalog).filter(([key]) => CLIENT_KEYS.test(key)));
      return { code: JSON.stringify(kept), map: null };
    },
  };
}

export default defineConfig({
  base: "/",
  plugins: [catalogSubset()],
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
