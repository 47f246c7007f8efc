/** What a refused download answers: the same error shape as a tRPC call, so `mostrarError` reads it alike. */
interface CuerpoError {
  error?: { message?: string; data?: Record<string, unknown> };
}

/**
 * POSTs `cuerpo` as JSON to one of the server's download routes (`/api/…`) with the portal's header, and saves the
 * file it streams back under the name it gives (`porDefecto` if none). A refusal throws an error carrying the server's
 * `message` and `data` (status, detail), as a failed tRPC call does.
 */
export async function descargarDelServidor(
  portal: 'staff' | 'cliente',
  ruta: string,
  cuerpo: unknown,
  porDefecto: string,
): Promise<void> {
  const respuesta = await fetch(ruta, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-talento-portal': portal },
    body: JSON.stringify(cuerpo),
  });
  if (!respuesta.ok) {
    const error = (await respuesta.json().catch(() => null)) as CuerpoError | null;
    throw Object.assign(new Error(error?.error?.message ?? 'No se pudo descargar el archivo.'), {
      data: { httpStatus: respuesta.status, ...error?.error?.data },
    });
  }
  const archivo = await respuesta.blob();
  const nombre =
    /filename="([^"]+)"/.exec(respuesta.headers.get('content-disposition') ?? '')?.[1] ?? porDefecto;
  const url = URL.createObjectURL(archivo);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  document.body.appendChild(enlace);
  enlace.click();
  enlace.remove();
  URL.revokeObjectURL(url);
}
