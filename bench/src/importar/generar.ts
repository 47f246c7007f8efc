/**
 * Writes the import bench's files: `candidatos.csv` (N candidates, every column of the template filled) and
 * `experiencias.csv` (2 per candidate), streamed so N can be 1,000,000. No city, profession or position columns:
 * those catalogues are only in a seeded database, and the bench imports into an empty one. Usage:
 * `npx tsx bench/src/importar/generar.ts CARPETA N [DESDE]` (documents DESDE+1…DESDE+N; default DESDE 80,000,000).
 */
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

const NOMBRES = [
  'María',
  'José',
  'Luisa',
  'Andrés',
  'Camila',
  'Juan',
  'Valentina',
  'Santiago',
  'Ana',
  'Carlos',
];
const APELLIDOS = ['Pérez', 'Gómez', 'Rodríguez', 'López', 'Martínez', 'García', 'Díaz', 'Torres', 'Ramírez'];
const EMPRESAS = [
  'Comercializadora Andina S.A.S.',
  'Logística del Valle',
  'Almacenes Éxito',
  'Textiles Caribe',
];
const CARGOS = ['Auxiliar administrativo', 'Mercaderista', 'Operario de bodega', 'Vendedor', 'Recepcionista'];

const dos = (n: number) => String(n).padStart(2, '0');

async function escribir(ruta: string, encabezado: string, filas: Iterable<string>): Promise<void> {
  const salida = createWriteStream(ruta);
  salida.write(`${encabezado}\n`);
  for (const fila of filas) if (!salida.write(`${fila}\n`)) await once(salida, 'drain');
  salida.end();
  await once(salida, 'finish');
}

/** Writes both files of `n` candidates into `carpeta`; answers their paths. */
export async function generarArchivosImportacion(
  carpeta: string,
  n: number,
  desde = 80_000_000,
): Promise<{ candidatos: string; experiencias: string }> {
  mkdirSync(carpeta, { recursive: true });
  const candidatos = path.join(carpeta, 'candidatos.csv');
  const experiencias = path.join(carpeta, 'experiencias.csv');
  await escribir(
    candidatos,
    'tipo_documento,numero_documento,nombre1,nombre2,apellido1,apellido2,email,telefono_o_celular,whatsapp,fecha_nacimiento,genero,estado_civil,direccion,aspiracion_salarial_minima,aspiracion_salarial_maxima,nivel_academico,disponible_para_viajar',
    (function* () {
      for (let i = 1; i <= n; i++) {
        const doc = desde + i;
        const tel = 3_000_000_000 + ((desde + i) % 999_999_999);
        yield [
          'CC',
          doc,
          NOMBRES[i % NOMBRES.length],
          NOMBRES[(i * 7) % NOMBRES.length],
          APELLIDOS[i % APELLIDOS.length],
          APELLIDOS[(i * 3) % APELLIDOS.length],
          `bench${doc}@correo.com`,
          tel,
          tel,
          `${dos(1 + (i % 28))}/${dos(1 + (i % 12))}/${1970 + (i % 30)}`,
          i % 2 ? 'Femenino' : 'Masculino',
          'Soltero/a',
          `Calle ${i % 200} # ${i % 90}-${i % 50}`,
          1_400_000,
          2_000_000,
          'Bachillerato',
          i % 3 ? 'Sí' : 'No',
        ].join(',');
      }
    })(),
  );
  await escribir(
    experiencias,
    'numero_documento,empresa,cargo,fecha_ingreso,fecha_retiro,salario_final,funciones',
    (function* () {
      for (let i = 1; i <= n; i++)
        for (let k = 0; k < 2; k++)
          yield [
            desde + i,
            EMPRESAS[(i + k) % EMPRESAS.length],
            CARGOS[(i + k) % CARGOS.length],
            `01/0${2 + k * 4}/${2010 + k * 5}`,
            `30/0${5 + k * 4}/${2014 + k * 5}`,
            1_800_000 + k * 200_000,
            'Archivo y atención al cliente',
          ].join(',');
    })(),
  );
  return { candidatos, experiencias };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [carpeta, n, desde] = process.argv.slice(2);
  if (!carpeta || !n) {
    console.error('Uso: npx tsx bench/src/importar/generar.ts CARPETA N [DESDE]');
    process.exit(2);
  }
  const r = await generarArchivosImportacion(carpeta, Number(n), desde ? Number(desde) : undefined);
  console.log(`${r.candidatos}\n${r.experiencias}`);
}
