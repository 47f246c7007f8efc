/** Opens a base64 file answered by the server as a download (the evidence files of a requirement). */
export function descargarBase64(a: { nombre: string; tipoMime: string; base64: string }): void {
  const bytes = Uint8Array.from(atob(a.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: a.tipoMime }));
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = a.nombre;
  enlace.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
