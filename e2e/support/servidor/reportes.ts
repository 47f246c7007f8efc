/**
 * The named-report host of the e2e server: a tiny local HTTP page standing in for the BI tool whose reports are framed
 * at /reporte/:id. Its origin goes to REPORTES_ORIGENES (playwright.config.ts), so the CSP lets it in as in production.
 */
import http from 'node:http';

/** Origin of the fake report host for an e2e server port (fixed, so the config and the specs agree). */
export const origenReportesE2e = (puerto: number) => `http://127.0.0.1:${puerto + 10_000}`;

const PAGINA = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Reporte de prueba</title></head>
<body><main><h1>Reporte de prueba</h1><p>Indicadores del mes</p></main></body></html>`;

export async function iniciarReportesE2e(puerto: number): Promise<{ cerrar(): Promise<void> }> {
  const servidor = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGINA);
  });
  const { port } = new URL(origenReportesE2e(puerto));
  await new Promise<void>((resolve) => servidor.listen(Number(port), '127.0.0.1', resolve));
  return { cerrar: () => new Promise<void>((resolve) => servidor.close(() => resolve())) };
}
