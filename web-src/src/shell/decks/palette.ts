// The palette every Italian deck is drawn in, and the colours of the Napoletane, the Piacentine
// and the French cards (each other regional deck keeps its own in its module).

export interface ItalianPalette {
  paper: string;
  ink: string;
  gold: string;
  goldLight: string;
  goldDark: string;
  red: string;
  redDark: string;
  blue: string;
  green: string;
  greenDark: string;
  steel: string;
  wood: string;
  skin: string;
}

/** Napoletane: warm cream, saturated red / blue / yellow / green. */
export const NAPOLETANE: ItalianPalette = {
  paper: "#f8efd9",
  ink: "#2b2019",
  gold: "#eab52a",
  goldLight: "#f7d96e",
  goldDark: "#b98514",
  red: "#c8302b",
  redDark: "#8f1d1b",
  blue: "#2556a3",
  green: "#3f8436",
  greenDark: "#2a5c25",
  steel: "#9bbbe0",
  wood: "#dcb36c",
  skin: "#f3cfa8",
};

/** Piacentine: paler paper, deeper crimson, slate blue, ochre. */
export const PIACENTINE: ItalianPalette = {
  paper: "#fcf7ea",
  ink: "#1f1a17",
  gold: "#dba634",
  goldLight: "#f2d585",
  goldDark: "#a8761a",
  red: "#a8262d",
  redDark: "#6e171c",
  blue: "#2f5b8a",
  green: "#5b8a3c",
  greenDark: "#3a5f25",
  steel: "#c9d3dd",
  wood: "#c17b34",
  skin: "#f1d3b5",
};

/** Francesi: white card, classic red / blue / yellow / black court colours. */
export const FRANCESI = {
  paper: "#fffdf8",
  ink: "#1b1b1f",
  red: "#cc1f2f",
  redDark: "#8e1420",
  blue: "#1f4f9e",
  yellow: "#f1c232",
  black: "#1b1b1f",
  skin: "#f5d6b8",
  white: "#ffffff",
} as const;
