/**
 * "Exportar" (exportacion/): every page the filters select, read page by page; text that looks like a formula arrives
 * as text; days and money as typed cells; the list's client scope; the audit row; refusals before any byte.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  columnasCatalogoAdmin,
  FiltrosVigentesSchema,
  leerTarjetas,
  TAMANO_PAGINA_VETADOS,
  type FiltrosVigentes,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, consultasSql, errorDe, formaDeError, type TestSession } from '../testing';
import { fabricasDe } from '../testing/fabricas';
import { dashboardVigentes } from '../dominios/pedidos/servicios/dashboard';
import { exportarLista, paginasDe } from './exportar';
import { TEXTO_OMITIDO } from './filtros-auditables';
import { EXPORTACIONES } from './registro';

const CLIENTE_SABANA = '900123456';
const FORMULA = '=HYPERLINK("http://x","y")';
/** More than two pages of the list (25 a page), so the export must read several. */
const EN_SABANA = 2 * TAMANO_PAGINA_VETADOS + 7;

let db: TestDatabase;
let jefe: TestSession;
let ejecutivo: TestSession;
let sinPermiso: TestSession;
let otroClienteNombre: string;
/** Bars in the database (the demo's and the test's), all and of the one client of `ejecutivo`. */
let total: number;
let enSabana: number;

/** Runs an export into memory: the file, the name it was given and the rows it says it wrote. */
async function exportar(sesion: TestSession, tipo: string, filtros: unknown = {}) {
  const destino = new PassThrough();
  const trozos: Buffer[] = [];
  destino.on('data', (t: Buffer) => trozos.push(t));
  let archivo: string | null = null;
  const filas = await exportarLista(await sesion.contexto(), tipo, filtros, destino, (a) => {
    archivo = a;
  });
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(Buffer.concat(trozos) as never);
  return { hoja: libro.worksheets[0]!, archivo: archivo as string | null, filas };
}

/** The values of a column by its header (data rows only). */
function columna(hoja: ExcelJS.Worksheet, titulo: string): ExcelJS.Cell[] {
  const encabezados = (hoja.getRow(1).values as unknown[]).slice(1);
  const n = encabezados.indexOf(titulo) + 1;
  if (n === 0) throw new Error(`Sin columna ${titulo}: ${encabezados.join(', ')}`);
  const celdas: ExcelJS.Cell[] = [];
  for (let r = 2; r <= hoja.rowCount; r++) celdas.push(hoja.getRow(r).getCell(n));
  return celdas;
}

beforeAll(async () => {
  db = await createTestDatabase('exportacion');
  const f = fabricasDe(db.orm);
  const { sql, uno } = consultasSql(db.orm);
  const ej = await f.usuario({ rol: 'ejecutivo', clientes: [CLIENTE_SABANA] });
  const vendedor = await f.usuario({ rol: 'psicologo', clientes: [CLIENTE_SABANA] });
  [jefe, ejecutivo, sinPermiso] = await Promise.all([
    callerFor(db.orm, { usuario: 'jefe', portal: 'staff' }),
    callerFor(db.orm, { usuario: ej.username, portal: 'staff' }),
    callerFor(db.orm, { usuario: vendedor.username, portal: 'staff' }),
  ]);
  // One person named like a formula, copied (new documents) into as many people as the test bars.
  const persona = await f.hojaDeVida();
  await sql(
    `update candidato set nombre1 = ?, nombre2 = null, apellido1 = '', apellido2 = null where id = ?`,
    [FORMULA, persona.id],
  );
  const columnas = (
    await sql<{ c: string }>(
      `select column_name as c from information_schema.columns
       where table_name = 'candidato' and column_name not in ('id', 'numero_documento') and is_generated = 'NEVER'`,
    )
  )
    .map((r) => `"${r.c}"`)
    .join(', ');
  await sql(
    `insert into candidato (numero_documento, ${columnas})
     select 'EXP' || g, ${columnas} from candidato, generate_series(1, ?) g where candidato.id = ?`,
    [EN_SABANA + 1, persona.id],
  );
  const sabana = await uno(`select id from cliente where numero_documento = ?`, [CLIENTE_SABANA]);
  const otro = await sql<{ id: number; nombre: string }>(
    `select id, nombre from cliente where numero_documento <> ? order by id limit 1`,
    [CLIENTE_SABANA],
  );
  otroClienteNombre = otro[0]!.nombre;
  await sql(
    `insert into candidato_vetado (candidato_id, cliente_id, motivo, created_at)
     select c.id, case when c.numero_documento in ('EXP1', 'EXP2') then ? else ? end, 'Prueba', now()
     from candidato c where c.numero_documento like 'EXP%' or c.id = ?`,
    [otro[0]!.id, sabana, persona.id],
  );
  const [cuenta] = await sql<{ total: number; sabana: number }>(
    `select count(*)::int as total, count(*) filter (where cliente_id = ?)::int as sabana from candidato_vetado`,
    [sabana],
  );
  total = cuenta!.total;
  enSabana = cuenta!.sabana;
});
afterAll(async () => {
  await db?.drop();
});

describe('exportarLista', () => {
  it('reads the list page by page with its own query: several pages of the list size, none past the last', async () => {
    const ctx = await jefe.contexto();
    const contexto = { em: ctx.em, usuario: ctx.sesion!.usuario, ahora: ctx.now() };
    const paginas: number[] = [];
    for await (const p of paginasDe(EXPORTACIONES.vetados, contexto, { pagina: 1 })) paginas.push(p.length);
    expect(total).toBeGreaterThan(2 * TAMANO_PAGINA_VETADOS);
    expect(paginas.length).toBe(Math.ceil(total / TAMANO_PAGINA_VETADOS));
    expect(paginas.slice(0, -1).every((n) => n === TAMANO_PAGINA_VETADOS)).toBe(true);
    expect(paginas.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('writes every row the filters select (not only the first page), headers as the screen, the file named by list and day', async () => {
    const { hoja, archivo, filas } = await exportar(jefe, 'vetados');
    expect(filas).toBe(total);
    expect(hoja.rowCount).toBe(filas + 1);
    expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Documento',
      'Candidato',
      'Cliente',
      'Motivo',
      'Pedido',
      'Vetado por',
      'Fecha',
    ]);
    expect(archivo).toMatch(/^candidatos-vetados-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('a name like =HYPERLINK("http://x","y") arrives as a text cell with those letters, never a formula', async () => {
    const { hoja } = await exportar(jefe, 'vetados');
    const documentos = columna(hoja, 'Documento');
    const nombres = columna(hoja, 'Candidato').filter((_, i) => documentos[i]!.text.startsWith('EXP'));
    expect(nombres.length).toBe(EN_SABANA + 1);
    for (const celda of nombres) {
      expect(celda.type).toBe(ExcelJS.ValueType.String);
      expect(celda.value).toBe(FORMULA);
      expect(celda.formula).toBeUndefined();
    }
  });

  it('days are date cells shown DD/MM/YYYY', async () => {
    const { hoja } = await exportar(jefe, 'vetados');
    const [fecha] = columna(hoja, 'Fecha');
    expect(fecha!.type).toBe(ExcelJS.ValueType.Date);
    expect(fecha!.numFmt).toBe('dd/mm/yyyy');
  });

  it("keeps the list's client scope: a user of one client exports only that client's rows", async () => {
    const suyo = await exportar(ejecutivo, 'vetados');
    const todos = await exportar(jefe, 'vetados');
    const clientes = (r: typeof suyo) => new Set(columna(r.hoja, 'Cliente').map((c) => c.value));
    expect(suyo.filas).toBe(enSabana);
    expect(todos.filas).toBe(total);
    expect(clientes(suyo).has(otroClienteNombre)).toBe(false);
    expect(clientes(todos).has(otroClienteNombre)).toBe(true);
  });

  it('applies the filters of the screen (client, text) to every page', async () => {
    const { filas } = await exportar(jefe, 'vetados', { texto: 'EXP1' });
    // EXP1, EXP10…EXP19: document prefix, as the list searches.
    expect(filas).toBe(11);
  });

  it('leaves an audit row: who, which list, the filters (a typed text only as used) and how many rows', async () => {
    const { sql } = consultasSql(db.orm);
    await exportar(ejecutivo, 'vetados', { texto: 'EXP' });
    const [fila] = await sql<{
      usuario_id: number;
      recurso: string;
      detalle: { filtros: unknown; filas: number };
    }>(
      `select usuario_id, recurso, detalle from auditoria where accion = 'exportar' order by id desc limit 1`,
    );
    expect(fila).toMatchObject({
      usuario_id: ejecutivo.usuario!.id,
      recurso: 'vetados',
      // EXP1 and EXP2 are of the other client. What was typed may name a person: not kept (filtros-auditables.ts).
      detalle: { filtros: { texto: TEXTO_OMITIDO }, filas: EN_SABANA - 1 },
    });
  });

  it("orders dashboard: reads past the screen's first cards with an offset, none repeated; salary as money", async () => {
    const ctx = await jefe.contexto();
    const contexto = { em: ctx.em, usuario: ctx.sesion!.usuario, ahora: ctx.now() };
    // Pages of 2 through the same service, to see the offset at work on the demo's few orders.
    const deDos = {
      leer: async (c: typeof contexto, f: FiltrosVigentes, n: number) => {
        const r = await dashboardVigentes(c.em, c.usuario, f, c.ahora, {
          limite: 2,
          desplazamiento: (n - 1) * 2,
        });
        return { filas: leerTarjetas(r.tarjetasJson), hayMas: r.hayMas };
      },
    };
    const ids: number[] = [];
    let paginas = 0;
    for await (const p of paginasDe(deDos, contexto, FiltrosVigentesSchema.parse({}))) {
      paginas++;
      ids.push(...p.map((t) => t.id));
    }
    expect(paginas).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    const { hoja, filas } = await exportar(jefe, 'pedidosVigentes');
    expect(filas).toBe(ids.length);
    const salarios = columna(hoja, 'Salario').filter((c) => c.value !== null);
    expect(salarios.length).toBeGreaterThan(0);
    expect(salarios[0]!.type).toBe(ExcelJS.ValueType.Number);
    expect(salarios[0]!.numFmt).toBe('"$" #,##0');
  });

  it("a catalogue: the chosen one's own columns and the screen's search, applied by the same rule as the screen", async () => {
    const admin = await callerFor(db.orm, { usuario: 'admin', portal: 'staff' });
    const lista = await admin.caller.administracion.catalogos.listar({
      catalogo: 'ciudades',
      texto: 'BOGOTA',
    });
    expect(lista.entradas.length).toBeGreaterThan(0);
    const todas = await admin.caller.administracion.catalogos.listar({ catalogo: 'ciudades' });
    expect(lista.entradas.length).toBeLessThan(todas.entradas.length);
    const { hoja, filas, archivo } = await exportar(admin, 'catalogos', {
      catalogo: 'ciudades',
      texto: 'BOGOTA',
    });
    expect(archivo).toMatch(/^catalogo-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual([
      ...columnasCatalogoAdmin('ciudades').map((c) => c.etiqueta),
      'Estado',
    ]);
    expect(filas).toBe(lista.entradas.length);
    expect(columna(hoja, 'Nombre').map((c) => c.value)).toEqual(lista.entradas.map((e) => e.valores.nombre));
    expect(columna(hoja, 'Estado').map((c) => c.value)).toEqual(
      lista.entradas.map((e) => (e.activo ? 'Activo' : 'Inactivo')),
    );
    // Another catalogue, other columns; the export's access is the list's (admin_catalogos).
    const motivos = await exportar(admin, 'catalogos', { catalogo: 'motivosRechazo' });
    expect((motivos.hoja.getRow(1).values as unknown[]).slice(1)).toEqual([
      ...columnasCatalogoAdmin('motivosRechazo').map((c) => c.etiqueta),
      'Estado',
    ]);
    expect((await errorDe(exportar(jefe, 'catalogos', { catalogo: 'ciudades' }))).code).toBe('FORBIDDEN');
  });

  it('refuses as the list does, before writing anything: the flag, bad filters, an unknown list', async () => {
    const sinArchivo = async (sesion: TestSession, tipo: string, filtros: unknown) => {
      let empezo = false;
      const error = await errorDe(
        exportarLista(await sesion.contexto(), tipo, filtros, new PassThrough(), () => {
          empezo = true;
        }),
      );
      expect(empezo).toBe(false);
      return error;
    };
    expect((await sinArchivo(sinPermiso, 'vetados', {})).code).toBe('FORBIDDEN');
    const malo = await sinArchivo(jefe, 'vetados', { clienteId: 'uno' });
    expect(malo.code).toBe('BAD_REQUEST');
    expect(formaDeError(malo).message).toBe('Información errada');
    expect((await sinArchivo(jefe, 'no-existe', {})).code).toBe('NOT_FOUND');
    expect((await sinArchivo(jefe, 'toString', {})).code).toBe('NOT_FOUND');
  });
});
