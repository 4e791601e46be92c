import { fileURLToPath } from "node:url";

/** content/ at the repository root: blog posts and legal texts, edited in git. */
export const CONTENT_DIR = fileURLToPath(new URL("../../../../content", import.meta.url));
