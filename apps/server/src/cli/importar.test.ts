/**
 * `npm run importar -- ARCHIVO` (issue 36): the built CLI streams a Latin-1 `;` CSV through the same engine as the
 * screen, applies the batch and prints its counts; a second run changes nothing; a file of another kind is refused
 * in Spanish with nothing written.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_IMPORTACION } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correrCompilado } from '../testing/bundle';

let db: TestDatabase;
let carpeta: string;

beforeAll(async () => {
  db = await createTestDatabase('importar_cli');
  carpeta = await mkdtemp(join(tmpdir(), 'importar-cli-'));
});
afterAll(async () => {
  await db?.drop();
});

const correr = (...args: string[]) =>
  correrCompilado('importar', args, { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'production' });

const candidatos = () =>
  db.orm.em
    .fork()
    .getConnection()
    .execute<{ nombre1: string }[]>(
      "select nombre1 from candidato where numero_documento in ('74000001', '74000002') order by numero_documento",
    );

describe('npm run importar', () => {
  it('importa un CSV Latin-1 con punto y coma; la segunda vez no cambia nada', async () => {
    const archivo = join(carpeta, 'candidatos.csv');
    const lineas = [
      'Tipo de documento;Cédula;Primer nombre;Primer apellido;Correo electrónico;Teléfono;Fecha de nacimiento',
      'CC;74000001;Íñigo;Muñoz;inigo.cli@correo.com;3120000001;01/02/1985',
      'CC;74000002;Begoña;Peña;begona.cli@correo.com;3120000002;03/04/1987',
      'CC;74000003;Sin;Correo;no-es-correo;3120000003;05/06/1989',
    ];
    await writeFile(archivo, Buffer.from(lineas.join('\r\n'), 'latin1'));
    const r = await correr(archivo);
    expect(r.errores).toBe('');
    expect(r.codigo).toBe(0);
    expect(r.salida).toMatch(/nuevos 2, actualizan 0, sin cambios 0, rechazadas 1/);
    expect(r.salida).toMatch(/terminado: 2 filas aplicadas/);
    expect(await candidatos()).toEqual([{ nombre1: 'Íñigo' }, { nombre1: 'Begoña' }]);

    const otra = await correr(archivo);
    expect(otra.codigo).toBe(0);
    expect(otra.salida).toMatch(/nuevos 0, actualizan 0, sin cambios 2, rechazadas 1/);
  }, 60_000);

  it('un PDF con nombre .csv: mensaje en español, código 1, nada escrito', async () => {
    const archivo = join(carpeta, 'otro.csv');
    await writeFile(archivo, Buffer.from('%PDF-1.4\n1 0 obj\n'));
    const lotes = async () =>
      (
        await db.orm.em
          .fork()
          .getConnection()
          .execute<{ n: number }[]>('select count(*)::int as n from lote_importacion')
      )[0]!.n;
    const antes = await lotes();
    const r = await correr(archivo);
    expect(r.codigo).toBe(1);
    expect(r.errores.trim()).toBe(MENSAJES_IMPORTACION.noEsTexto);
    expect(await lotes()).toBe(antes);
  }, 60_000);
});
