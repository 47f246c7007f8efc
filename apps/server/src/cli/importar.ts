// Imports a file with the same engine as Administración › Importar: npm run importar -- ARCHIVO [--revisar]
// [--sobrescribir]. Streams the file (CSV in UTF-8 or Latin-1, or XLSX), prints the dry run's counts and, unless
// --revisar, applies the batch at once (it appears in the screen's list and can be undone there). With the embedded
// PostgreSQL, stop the server first (one process owns that data folder); with DATABASE_URL, any time.
import { openSync, readSync, closeSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { analizarImportacion, aplicarLote, confirmarLote, filasDeArchivo, leerLote } from '@talento/api';
import { openDatabase } from '../database';
import { readEnv } from '../env';
import { createLogger } from '../logger';

const MUESTRA = 4 * 1024 * 1024;
/** The process's peak resident memory so far, in MB (what the import's memory budget is about). */
const rssMaxMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

function leerArgumentos() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        revisar: { type: 'boolean', default: false },
        sobrescribir: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(
      `Opción no válida: ${(error as Error).message}. Uso: npm run importar -- ARCHIVO [--revisar] [--sobrescribir]`,
    );
    process.exit(2);
  }
}

const { values, positionals } = leerArgumentos();
const ruta = positionals[0];
if (!ruta) {
  console.error('Uso: npm run importar -- ARCHIVO [--revisar] [--sobrescribir]');
  process.exit(2);
}
let tamano: number;
try {
  tamano = statSync(ruta).size;
} catch {
  console.error(`No se encontró el archivo ${ruta}`);
  process.exit(2);
}
const muestra = Buffer.alloc(Math.min(MUESTRA, tamano));
const fd = openSync(ruta, 'r');
readSync(fd, muestra, 0, muestra.length, 0);
closeSync(fd);

const env = readEnv();
const db = await openDatabase(env, createLogger('warn'));
let codigo = 0;
try {
  const inicio = Date.now();
  const r = await analizarImportacion(
    db.orm.em.fork(),
    filasDeArchivo(ruta, muestra, tamano <= MUESTRA, basename(ruta)),
    {
      archivo: basename(ruta),
      usuarioId: null,
      sobrescribir: values.sobrescribir,
      mapeo: {},
      ahora: new Date(),
    },
  );
  if (r.estado === 'mapear') {
    for (const h of r.hojas)
      if (h.tipo === null || h.faltantes.length)
        console.error(
          `«${h.hoja}»: ${h.tipo === null ? 'no se reconoce el tipo' : `faltan ${h.faltantes.join(', ')}`}; sin reconocer: ${h.sinEmparejar.join(', ') || '—'}`,
        );
    console.error(
      'Corrija los encabezados (vea la plantilla en Administración › Importar) y vuelva a intentarlo.',
    );
    codigo = 1;
  } else {
    const l = await leerLote(db.orm.em.fork(), r.loteId, new Date());
    console.log(
      `Lote ${l.id}: ${l.total} filas — nuevos ${l.nuevos}, actualizan ${l.actualizados}, sin cambios ${l.sinCambios}, rechazadas ${l.rechazados}, repetidas ${l.repetidas}, conservadas ${l.conservados}, marcadas ${l.marcados} (${((Date.now() - inicio) / 1000).toFixed(1)} s; memoria máx. ${rssMaxMb()} MB)`,
    );
    if (!values.revisar && l.porAplicar > 0) {
      await confirmarLote(db.orm.em.fork(), l.id);
      const fin = await aplicarLote(db.orm.em.fork(), l.id, () => new Date());
      const final = await leerLote(db.orm.em.fork(), l.id, new Date());
      console.log(
        `Lote ${l.id} ${fin}: ${final.aplicadas} filas aplicadas (${final.filasPorSegundo} filas/s; memoria máx. ${rssMaxMb()} MB)`,
      );
    }
  }
} catch (error) {
  const e = error as { code?: string; message?: string };
  console.error(e.code === 'BAD_REQUEST' ? e.message : `Error al importar: ${e.message ?? String(error)}`);
  codigo = 1;
} finally {
  await db.close();
}
process.exit(codigo);
