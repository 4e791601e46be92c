import common from "./common.json";
import errors from "./errors.json";
import landing from "./landing.json";
import layout from "./layout.json";
import screens from "./screens.json";

/** What the shell and the public pages say, fetched as one file before the first render. */
export const core = { common, layout, errors, landing, screens };
