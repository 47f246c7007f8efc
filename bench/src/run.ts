// npm run bench [-- suite ...]: runs every suite, or only the named ones (sesion, pedidos, busqueda, sugeridos, citas, reportes, mercaderistas-ingesta, mercaderistas-mapa, mezcla;
// `mercaderistas` runs both merchandising suites; the diagnostic mezcla-cpu, lighthouse and importar, which need `npm run build` first, only when named).
// Each suite starts its own throwaway PostgreSQL and prints RESULT lines.
import { elegirSuites, GRUPOS, SUITES } from './suites';

const { suites, desconocidas } = elegirSuites(process.argv.slice(2));
if (desconocidas.length) {
  console.error(
    `Suites desconocidas: ${desconocidas.join(', ')}. Disponibles: ${[...Object.keys(SUITES), ...Object.keys(GRUPOS)].join(', ')}`,
  );
  process.exit(2);
}
for (const nombre of suites) {
  console.log(`\n== bench ${nombre} ==`);
  const suite = await SUITES[nombre]!();
  await suite.ejecutar();
}
