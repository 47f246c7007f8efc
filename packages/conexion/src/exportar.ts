import superjson from 'superjson';

/** What a failed export answers: the same error shape as a tRPC call, so `mostrarError` reads it alike. */
interface CuerpoError {
  error?: { message?: string; data?: Record<string, unknown> };
}

/**
 * "Exportar": posts the list's current filters (superjson, like a tRPC input) to `/api/exportar/<tipo>` with the
 * portal's header, and saves the XLSX the server streams back under the name it gives. A refusal throws an error
 * carrying the server's `message` and `data` (status, detail), as a failed tRPC call does.
 */
export async function descargarExportacion(
  portal: 'staff' | 'cliente',
  tipo: string,
  filtros: unknown,
): Promise<void> {
  const respuesta = await fetch(`/api/exportar/${encodeURIComponent(tipo)}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-talento-portal': portal },
    body: JSON.stringify({ filtros: superjson.serialize(filtros) }),
  });
  if (!respuesta.ok) {
    const cuerpo = (await respuesta.json().catch(() => null)) as CuerpoError | null;
    throw Object.assign(new Error(cuerpo?.error?.message ?? 'No se pudo exportar.'), {
      data: { httpStatus: respuesta.status, ...cuerpo?.error?.data },
    });
  }
  const archivo = await respuesta.blob();
  const nombre =
    /filename="([^"]+)"/.exec(respuesta.headers.get('content-disposition') ?? '')?.[1] ?? `${tipo}.xlsx`;
  const url = URL.createObjectURL(archivo);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  document.body.appendChild(enlace);
  enlace.click();
  enlace.remove();
  URL.revokeObjectURL(url);
}
