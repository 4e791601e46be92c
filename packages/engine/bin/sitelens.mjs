#!/usr/bin/env node
// The engine ships TypeScript sources without a build step; tsx runs the CLI entry directly.
import { tsImport } from "tsx/esm/api";

await tsImport("../src/cli/main.ts", import.meta.url);
