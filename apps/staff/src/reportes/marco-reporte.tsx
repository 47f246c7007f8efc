import { ALTO_MARCO_REPORTE, MENSAJES_REPORTES_EMBEBIDOS as M, origenDeUrl } from '@talento/rules';

export interface ReporteEnMarco {
  nombre: string;
  url: string;
  /** False when the server does not frame the report's origin (REPORTES_ORIGENES): the browser would show nothing. */
  origenPermitido: boolean;
}

/**
 * A named report in its 600 px frame (spec 03 §9). The browser only loads it from REPORTES_ORIGENES (CSP frame-src);
 * the report tool runs its own scripts but may not navigate our page. A report from another origin is not framed
 * (it would be an empty box): the screen says why and who can fix it.
 */
export function MarcoReporte({ reporte }: { reporte: ReporteEnMarco }) {
  if (!reporte.origenPermitido)
    return (
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-800">
        {M.origenNoMostrable(origenDeUrl(reporte.url) ?? reporte.url)}
      </p>
    );
  return (
    <iframe
      title={reporte.nombre}
      src={reporte.url}
      style={{ height: ALTO_MARCO_REPORTE }}
      className="w-full rounded-md border border-slate-200 bg-white"
      sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-downloads"
      referrerPolicy="no-referrer"
    />
  );
}
