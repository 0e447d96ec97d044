// Styles shared by the components: colours, buttons, panels.
import { css } from "lit";

export const shared = css`
  :host {
    --felt: #1d5e3a;
    --felt-dark: #134429;
    --ink: #1f1a14;
    --paper: #fbf6ea;
    --gold: #d9a530;
    --red: #c0392b;
    --blue: #2b5f9e;
    --radius: 10px;
    font-family: "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", sans-serif;
    color: var(--ink);
  }
  button {
    font: inherit;
    border: 1px solid #0002;
    border-radius: 999px;
    padding: 0.45em 1.1em;
    background: var(--paper);
    color: var(--ink);
    cursor: pointer;
    box-shadow: 0 1px 2px #0003;
    transition: transform 0.1s ease, box-shadow 0.1s ease, background 0.15s;
  }
  button:hover:not(:disabled) {
    transform: translateY(-1px);
    box-shadow: 0 3px 6px #0003;
  }
  button:focus-visible,
  select:focus-visible,
  input:focus-visible {
    outline: 3px solid var(--gold);
    outline-offset: 2px;
  }
  /* Read by screen readers, not shown. */
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  button.primary {
    background: var(--gold);
    font-weight: 600;
  }
  button.quiet {
    background: transparent;
    box-shadow: none;
    border-color: transparent;
    text-decoration: underline;
  }
  select,
  input[type="text"],
  input[type="number"] {
    font: inherit;
    padding: 0.35em 0.5em;
    border-radius: 6px;
    border: 1px solid #0003;
    background: white;
  }
  .panel {
    background: var(--paper);
    border-radius: var(--radius);
    padding: 1rem 1.25rem;
    box-shadow: 0 6px 24px #0004;
  }
  h2 {
    font-family: Georgia, "Times New Roman", serif;
    margin: 0 0 0.6rem;
  }
  .error {
    color: var(--red);
    font-weight: 600;
  }
  .muted {
    opacity: 0.7;
  }
`;
