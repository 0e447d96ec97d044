// Circolo's browser client: one custom element that holds the whole page.
import "./shell/components/circolo-app";
