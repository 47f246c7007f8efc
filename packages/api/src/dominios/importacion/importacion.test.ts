/**
 * Issue 36, the import: a Latin-1 `;` CSV of candidates (accents, catalogues by label or code), the dry run writes
 * nothing of the product, the commit creates exactly the valid rows as typed CVs (percentages, search document),
 * re-importing changes nothing, a product edit is kept unless "Sobrescribir", duplicates (last wins) and e-mails of
 * another document are reported, undo removes the batch, and bad files answer a Spanish message with nothing written.
 */
import ExcelJS from 'exceljs';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { EstadoLote, FILAS_POR_TANDA, MENSAJES_IMPORTACION as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../testing';
import { actualizarPorcentajesHvDe } from '../hv';
import { aplicarLote } from './servicios/aplicar';

let db: TestDatabase;
let admin: Caller;
let jefe: Caller;

beforeAll(async () => {
  db = await createTestDatabase('importacion');
  ({ caller: admin } = await callerFor(db.orm, { usuario: 'admin', portal: 'staff' }));
  ({ caller: jefe } = await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' }));
});
afterAll(async () => {
  await db?.drop();
});

/** A downloaded workbook's bytes as exceljs loads them. */
function arrayBuffer(base64: string): ArrayBuffer {
  const b = Buffer.from(base64, 'base64');
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
}

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(q, p);

function formulario(
  nombre: string,
  contenido: Buffer | string,
  o: { sobrescribir?: boolean; mapeo?: Record<string, string>; tipo?: string } = {},
): FormData {
  const fd = new FormData();
  fd.set('archivo', new File([contenido], nombre, { type: o.tipo ?? 'text/csv' }));
  fd.set('sobrescribir', String(o.sobrescribir ?? false));
  if (o.mapeo) fd.set('mapeo', JSON.stringify(o.mapeo));
  return fd;
}

async function analizado(fd: FormData) {
  const r = await admin.importacion.analizar(fd);
  if (r.estado !== 'analizado') throw new Error(`se esperaba un lote: ${JSON.stringify(r.hojas)}`);
  return r.lote;
}

async function aplicado(loteId: number) {
  await admin.importacion.confirmar({ loteId });
  expect(await aplicarLote(db.orm.em.fork(), loteId, () => new Date())).toBe('terminado');
  return admin.importacion.lote({ loteId });
}

const ENCABEZADO =
  'Tipo de documento;Cédula;Primer nombre;nombre2;Primer apellido;apellido2;Correo electrónico;Teléfono;fecha_nacimiento;Género;Ciudad;nivel_academico;disponible_para_viajar';
const fila = (doc: string, nombre: string, correo: string, ciudad: string, extra = '') =>
  `CC;${doc};${nombre};;Pérez;Gómez;${correo};3001234567;15/03/1990;Femenino;${ciudad};Bachillerato;Sí${extra}`;

/** A Latin-1 (Windows-1252) `;` CSV, as Excel in Spanish saves it. */
const latin1 = (lineas: string[]) => Buffer.from(lineas.join('\r\n') + '\r\n', 'latin1');

const candidato = async (doc: string) =>
  (
    await sql<{
      nombre1: string;
      ciudad: string;
      lote_importacion_id: number | null;
      porcentaje_total: string;
      busqueda: string | null;
    }>(
      `select c.nombre1, ci.nombre as ciudad, c.lote_importacion_id, hv.porcentaje_total, hv.busqueda::text as busqueda
         from candidato c join hoja_de_vida hv on hv.candidato_id = c.id left join ciudad ci on ci.id = c.ciudad_donde_vive_id
        where c.numero_documento = ?`,
      [doc],
    )
  )[0];

describe('[IMPORTACION] CSV Latin-1 con punto y coma', () => {
  const archivo = latin1([
    ENCABEZADO,
    fila('71000001', 'María', 'maria.importada@correo.com', 'bogota'),
    fila('71000002', 'Ángela', 'angela.importada@correo.com', '11001'),
    fila('71000003', 'Señor', 'no-es-correo', 'Medellín'),
    fila('71000004', 'Julián', 'julian.importado@correo.com', 'Ciudad Inexistente'),
  ]);
  let loteId: number;

  it('la revisión cuenta nuevas y rechazadas y no escribe nada del producto', async () => {
    const lote = await analizado(formulario('candidatos.csv', archivo));
    loteId = lote.id;
    expect(lote).toMatchObject({
      estado: EstadoLote.ANALIZADO,
      total: 4,
      nuevos: 2,
      rechazados: 2,
      porAplicar: 2,
    });
    expect(await candidato('71000001')).toBeUndefined();
    const rechazos = await admin.importacion.rechazos({ loteId });
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(arrayBuffer(rechazos.base64));
    const hoja = libro.getWorksheet('Candidatos')!;
    const motivos: string[] = [];
    hoja.eachRow((r, i) => {
      if (i > 1) motivos.push(r.getCell(hoja.columnCount).text);
    });
    expect(motivos).toContain('email: El correo no es válido');
    expect(motivos).toContain('ciudad_donde_vive: «Ciudad Inexistente» no está en el catálogo');
  });

  it('confirmar crea exactamente las válidas, con tildes, ciudad por nombre o código, porcentajes y búsqueda', async () => {
    const lote = await aplicado(loteId);
    expect(lote).toMatchObject({ estado: EstadoLote.TERMINADO, aplicadas: 2, puedeDeshacer: true });
    const maria = await candidato('71000001');
    expect(maria).toMatchObject({ nombre1: 'María', ciudad: 'Bogotá D.C.', lote_importacion_id: loteId });
    expect(Number(maria!.porcentaje_total)).toBeGreaterThan(0);
    expect(maria!.busqueda).toMatch(/perez/);
    expect(await candidato('71000002')).toMatchObject({ nombre1: 'Ángela', ciudad: 'Bogotá D.C.' });
    // The CV says where it came from: «Importado el … (lote N)».
    const [fila] = await sql<{ id: number }>(`select id from candidato where numero_documento = '71000002'`);
    const hv = await admin.hojasDeVida.resumen({ candidatoId: fila!.id });
    expect(hv.general.importado).toMatchObject({ lote: loteId });
    expect(await candidato('71000003')).toBeUndefined();
    expect(await candidato('71000004')).toBeUndefined();
  });

  it('importar otra vez el mismo archivo no cambia nada', async () => {
    const lote = await analizado(formulario('candidatos.csv', archivo));
    expect(lote).toMatchObject({
      nuevos: 0,
      actualizados: 0,
      sinCambios: 2,
      rechazados: 2,
      porAplicar: 0,
      puedeConfirmar: false,
    });
    expect((await errorDe(admin.importacion.confirmar({ loteId: lote.id }))).message).toBe(M.loteSinFilas);
  });

  it('un cambio posterior en el producto se conserva salvo «Sobrescribir cambios más recientes»', async () => {
    await sql(
      `update candidato set nombre1 = 'Marìa José', updated_at = now() + interval '1 minute' where numero_documento = '71000001'`,
    );
    const cambiado = latin1([
      ENCABEZADO,
      fila('71000001', 'Mariana', 'maria.importada@correo.com', 'bogota'),
    ]);
    const sin = await analizado(formulario('candidatos.csv', cambiado));
    expect(sin).toMatchObject({ conservados: 1, actualizados: 0, porAplicar: 0 });
    const con = await analizado(formulario('candidatos.csv', cambiado, { sobrescribir: true }));
    expect(con).toMatchObject({ conservados: 0, actualizados: 1, porAplicar: 1 });
    await aplicado(con.id);
    expect(await candidato('71000001')).toMatchObject({ nombre1: 'Mariana', lote_importacion_id: con.id });

    // Undo puts the previous value back.
    const r = await admin.importacion.deshacer({ loteId: con.id });
    expect(r).toMatchObject({ restaurados: 1, eliminados: 0 });
    expect((await candidato('71000001'))!.nombre1).toBe('Marìa José');
  });

  it('deshacer el lote quita lo que creó y no se deshace dos veces', async () => {
    const r = await admin.importacion.deshacer({ loteId });
    expect(r).toMatchObject({ eliminados: 1, conservados: 1 }); // María was edited in the product: kept
    expect(await candidato('71000002')).toBeUndefined();
    expect(await candidato('71000001')).toBeDefined();
    expect((await admin.importacion.lote({ loteId })).estado).toBe(EstadoLote.DESHECHO);
    expect((await errorDe(admin.importacion.deshacer({ loteId }))).message).toBe(M.loteNoDeshacible);
    const auditoria = await sql<{ accion: string }>(
      `select accion from auditoria where recurso = 'lote_importacion' and recurso_id = ? order by id`,
      [String(loteId)],
    );
    expect(auditoria.map((a) => a.accion)).toEqual(['importacion.confirmar', 'importacion.deshacer']);
  });
});

describe('[IMPORTACION] repetidas, marcadas y hojas de un libro', () => {
  it('un documento repetido vale la última fila; un correo de otro documento se importa marcado', async () => {
    const archivo = [
      'tipo_documento,numero_documento,nombre1,apellido1,email,telefono_o_celular,fecha_nacimiento',
      'CC,72000001,Primera,Versión,rep1@correo.com,3110000001,01/01/1991',
      'CC,72000001,Segunda,Versión,rep1@correo.com,3110000001,01/01/1991',
      'CC,72000002,Otra,Persona,rep1@correo.com,3110000009,01/01/1992',
    ].join('\n');
    const lote = await analizado(formulario('repetidas.csv', archivo));
    expect(lote).toMatchObject({ total: 3, repetidas: 1, nuevos: 2 });
    // The earlier copy (file row 2) says which row replaces it (row 3).
    expect(
      await sql(
        'select numero, errores from fila_importacion where lote_id = ? and errores is not null order by numero',
        [lote.id],
      ),
    ).toEqual([{ numero: 2, errores: { numero_documento: M.duplicada(3) } }]);
    await aplicado(lote.id);
    expect((await candidato('72000001'))!.nombre1).toBe('Segunda');
    // The e-mail now belongs to 72000001: a new file bringing it under another document is flagged, not refused.
    const otro = await analizado(
      formulario(
        'otro.csv',
        [archivo.split('\n')[0], 'CC,72000003,Tercera,Persona,rep1@correo.com,3110000003,01/01/1993'].join(
          '\n',
        ),
      ),
    );
    expect(otro).toMatchObject({ nuevos: 1, marcados: 1, porAplicar: 1 });
  });

  it('la plantilla (una hoja por tipo) se importa entera y una fórmula llega como texto', async () => {
    const plantilla = await admin.importacion.plantilla();
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(arrayBuffer(plantilla.base64));
    expect(libro.worksheets.map((w) => w.name)).toEqual([
      'candidatos',
      'experiencias',
      'estudios',
      'clientes',
      'contactos',
    ]);
    libro.getWorksheet('candidatos')!.getRow(2).getCell(14).value = {
      formula: 'HYPERLINK("http://x.co","Calle 1")',
    };
    const bytes = Buffer.from(await libro.xlsx.writeBuffer());
    const lote = await analizado(
      formulario('plantilla.xlsx', bytes, {
        tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    expect(lote).toMatchObject({ total: 5, nuevos: 5, rechazados: 0 });
    await aplicado(lote.id);
    const [c] = await sql<{
      direccion_cadena: string;
      experiencias: number;
      estudios: number;
      contactos: number;
    }>(
      `select c.direccion_cadena,
              (select count(*)::int from experiencia e where e.hoja_de_vida_id = hv.id) as experiencias,
              (select count(*)::int from educacion_superior e where e.hoja_de_vida_id = hv.id) as estudios,
              (select count(*)::int from cliente_contacto k join cliente cl on cl.id = k.cliente_id where cl.numero_documento = '860001234') as contactos
         from candidato c join hoja_de_vida hv on hv.candidato_id = c.id where c.numero_documento = '1020304050'`,
    );
    expect(c).toEqual({
      direccion_cadena: '=HYPERLINK("http://x.co","Calle 1")',
      experiencias: 1,
      estudios: 1,
      contactos: 1,
    });
  });
});

describe('[IMPORTACION] archivos malos: mensaje en español, nada escrito', () => {
  const lotes = async () =>
    (await sql<{ n: number }>('select count(*)::int as n from lote_importacion'))[0]!.n;

  it.each([
    ['vacío', 'vacio.csv', Buffer.alloc(0), M.archivoVacio],
    ['un PDF renombrado .csv', 'otro.csv', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), M.noEsTexto],
    ['solo el encabezado', 'encabezado.csv', 'tipo_documento;numero_documento;nombre1\r\n', M.soloEncabezado],
    ['comillas rotas', 'comillas.csv', `${ENCABEZADO}\r\n"CC;71000009;"Ana;x\r\n`, M.comillas(2)],
    ['un xlsx dañado', 'roto.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), M.xlsxDanado],
  ])('%s', async (_caso, nombre, contenido, mensaje) => {
    const antes = await lotes();
    const tipo = nombre.endsWith('.xlsx')
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : 'text/csv';
    const e = await errorDe(admin.importacion.analizar(formulario(nombre, contenido, { tipo })));
    expect(e.code).toBe('BAD_REQUEST');
    // A refused input carries its field messages (the formatter answers «Información errada» with them).
    const campos = (e.cause as { issues?: { message: string }[] } | undefined)?.issues;
    expect(campos?.[0]?.message ?? e.message).toBe(mensaje);
    expect(await lotes()).toBe(antes);
  });

  it('columnas sin reconocer: pide el mapeo, y con él analiza', async () => {
    const archivo =
      'tipo_documento,numero_documento,Nombres,apellido1,email,telefono_o_celular,fecha_nacimiento\nCC,73000001,Lucía,Mora,lucia@correo.com,3000000001,02/02/1990\n';
    const r = await admin.importacion.analizar(formulario('mapeo.csv', archivo));
    expect(r).toMatchObject({
      estado: 'mapear',
      hojas: [{ tipo: 'candidatos', sinEmparejar: ['Nombres'], faltantes: ['nombre1'] }],
    });
    const lote = await analizado(formulario('mapeo.csv', archivo, { mapeo: { Nombres: 'nombre1' } }));
    expect(lote.nuevos).toBe(1);
  });

  it('sin importar_datos: FORBIDDEN', async () => {
    expect((await errorDe(jefe.importacion.lotes({}))).code).toBe('FORBIDDEN');
  });
});

describe('[IMPORTACION] confirmación por bloques', () => {
  it('un archivo de varios bloques con candidatos y experiencias: dos corridas a la vez aplican cada fila una vez, candidatos antes que sus experiencias', async () => {
    const n = Math.ceil(FILAS_POR_TANDA * 1.5);
    const docs = Array.from({ length: n }, (_, i) => String(73_000_000 + i));
    const libro = new ExcelJS.Workbook();
    libro
      .addWorksheet('candidatos')
      .addRows([
        [
          'tipo_documento',
          'numero_documento',
          'nombre1',
          'apellido1',
          'email',
          'telefono_o_celular',
          'fecha_nacimiento',
        ],
        ...docs.map((d) => ['CC', d, 'Bloque', 'Prueba', `b${d}@correo.com`, `31${d}`, '01/01/1990']),
      ]);
    libro
      .addWorksheet('experiencias')
      .addRows([
        ['numero_documento', 'empresa', 'cargo', 'fecha_ingreso', 'fecha_retiro'],
        ...docs.map((d) => [d, 'Empresa Bloque', 'Auxiliar', '01/01/2015', '01/01/2016']),
      ]);
    const lote = await analizado(
      formulario('bloques.xlsx', Buffer.from(await libro.xlsx.writeBuffer()), {
        tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    expect(lote).toMatchObject({ nuevos: 2 * n, porAplicar: 2 * n });
    await admin.importacion.confirmar({ loteId: lote.id });
    const fines = await Promise.all([
      aplicarLote(db.orm.em.fork(), lote.id, () => new Date()),
      aplicarLote(db.orm.em.fork(), lote.id, () => new Date()),
    ]);
    expect(fines).toEqual(['terminado', 'terminado']);
    expect(await admin.importacion.lote({ loteId: lote.id })).toMatchObject({ aplicadas: 2 * n });
    const [cuenta] = await sql<{ candidatos: number; experiencias: number; registros: number }>(
      `select (select count(*)::int from candidato where numero_documento = any(?::text[])) as candidatos,
              (select count(*)::int from experiencia e join hoja_de_vida h on h.id = e.hoja_de_vida_id
                 join candidato c on c.id = h.candidato_id where c.numero_documento = any(?::text[])) as experiencias,
              (select count(*)::int from registro_importacion where lote_id = ? and creado) as registros`,
      [`{${docs.join(',')}}`, `{${docs.join(',')}}`, lote.id],
    );
    expect(cuenta).toEqual({ candidatos: n, experiencias: n, registros: 2 * n });
  });
});

describe('[IMPORTACION] porcentajes de los candidatos creados', () => {
  it('los que se escriben al crear (desde la fila) son los que la regla de la HV calcula desde la base', async () => {
    const encabezado =
      'tipo_documento,numero_documento,nombre1,nombre2,apellido1,apellido2,email,telefono_o_celular,whatsapp,fecha_nacimiento,genero,estado_civil,ciudad_donde_vive,direccion,profesiones,cargos_a_aspirar,aspiracion_salarial_minima,aspiracion_salarial_maxima,nivel_academico,disponible_para_viajar';
    const filas = [
      'CC,74000001,Completa,José,Pérez,Gómez,p1@correo.com,3001234501,3001234501,15/03/1990,Femenino,Casado/a,Bogotá,Calle 10 # 20-30,Administrador(a) de empresas,Recepcionista,1500000,2000000,Educación Superior,Sí',
      'CC,74000002,Escasa,,Ruiz,,p2@correo.com,3001234502,,01/01/1985,,,,,,,,,,',
      'CC,74000003,Media,,Soto,,p3@correo.com,3001234503,,01/01/1995,Masculino,Union Libre,Medellín,,,,900000,,Primaria,No',
    ];
    const lote = await aplicado(
      (await analizado(formulario('porcentajes.csv', [encabezado, ...filas].join('\n')))).id,
    );
    expect(lote).toMatchObject({ aplicadas: 3 });
    const creados = await sql<{ id: number; total: string }>(
      `select c.id, hv.porcentaje_total as total from candidato c join hoja_de_vida hv on hv.candidato_id = c.id
        where c.numero_documento in ('74000001', '74000002', '74000003') order by c.numero_documento`,
    );
    expect(creados).toHaveLength(3);
    // Different rows, different percentages (none left at the default).
    expect(new Set(creados.map((c) => Number(c.total))).size).toBe(3);
    const cambiados = await db.orm.em.fork().transactional((tx) =>
      actualizarPorcentajesHvDe(
        tx,
        creados.map((c) => c.id),
      ),
    );
    expect(cambiados).toBe(0);
  });
});

describe('[IMPORTACION] cancelar a mitad de la confirmación', () => {
  it('las corridas se detienen entre bloques: lo aplicado queda, el resto no, y el lote queda cancelado', async () => {
    const n = FILAS_POR_TANDA * 10;
    const archivo = [
      'tipo_documento,numero_documento,nombre1,apellido1,email,telefono_o_celular,fecha_nacimiento',
      ...Array.from(
        { length: n },
        (_, i) => `CC,${75_000_000 + i},Cancela,Prueba,c${i}@correo.com,32${75_000_000 + i},01/01/1990`,
      ),
    ].join('\n');
    const lote = await analizado(formulario('cancelar.csv', archivo));
    await admin.importacion.confirmar({ loteId: lote.id });
    const corrida = aplicarLote(db.orm.em.fork(), lote.id, () => new Date());
    /** Polls `consulta` until it answers a row with n > 0 (state, not time). */
    const esperar = async (consulta: string, params: unknown[] = []) => {
      for (let i = 0; ; i++) {
        const [f] = await sql<{ n: number }>(consulta, params);
        if (f!.n > 0) return;
        if (i > 4000) throw new Error(`no llegó: ${consulta}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    // Taken by this run (its first statement)…
    await esperar('select count(*)::int as n from lote_importacion where id = ? and estado = ?', [
      lote.id,
      EstadoLote.APLICANDO,
    ]);
    await db.orm.em.fork().transactional(async (t) => {
      // …then, holding the batch's row, every block stops at its counter's update; cancelled meanwhile.
      // (NO KEY: the blocks' foreign keys to the batch still pass; their counter's update waits.)
      await t.execute('select id from lote_importacion where id = ? for no key update', [lote.id]);
      await esperar(
        `select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query like '%set aplicadas = aplicadas%'`,
      );
      await t.execute('update lote_importacion set cancelar = true where id = ?', [lote.id]);
    });
    const fin = corrida;
    expect(await fin).toBe('cancelado');
    const l = await admin.importacion.lote({ loteId: lote.id });
    expect(l.estado).toBe(EstadoLote.CANCELADO);
    expect(l.aplicadas).toBeGreaterThan(0);
    expect(l.aplicadas).toBeLessThan(n);
    const [creados] = await sql<{ n: number }>(
      `select count(*)::int as n from candidato where numero_documento like '7500%' and lote_importacion_id = ?`,
      [lote.id],
    );
    expect(creados!.n).toBe(l.aplicadas);
  });
});
