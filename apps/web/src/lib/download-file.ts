import { apiDownload } from "./api-client";

/** Downloads an API file through a temporary object URL, so errors reach the caller instead of the disk. */
export async function downloadFile(path: string): Promise<void> {
  const { blob, fileName } = await apiDownload(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName ?? "";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
