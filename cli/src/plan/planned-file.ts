/** One file of the generated module, its path relative to the output dir (always `/`-separated). */
export interface PlannedFile {
  path: string;
  contents: string;
}
