// Which page an address shows: #/ (lobby), #/table/ID, #/settings, #/stats.

export type Route = { page: "lobby" } | { page: "table"; id: string } | { page: "settings" } | { page: "stats" };

/** The page an address shows. */
export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, "").split("/").filter(Boolean);
  if (parts[0] === "table" && parts[1]) return { page: "table", id: decodeURIComponent(parts[1]) };
  if (parts[0] === "settings") return { page: "settings" };
  if (parts[0] === "stats") return { page: "stats" };
  return { page: "lobby" };
}
