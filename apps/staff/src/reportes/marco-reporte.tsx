import { ALTO_MARCO_REPORTE } from '@talento/rules';

/**
 * A named report in its 600 px frame (spec 03 §9). The browser only loads it from REPORTES_ORIGENES (CSP frame-src);
 * the report tool runs its own scripts but may not navigate our page.
 */
export function MarcoReporte({ nombre, url }: { nombre: string; url: string }) {
  return (
    <iframe
      title={nombre}
      src={url}
      style={{ height: ALTO_MARCO_REPORTE }}
      className="w-full rounded-md border border-slate-200 bg-white"
      sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-downloads"
      referrerPolicy="no-referrer"
    />
  );
}
