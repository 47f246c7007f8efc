/** hojasDeVida requirement procedures: types, person requirements with evidence files (one transaction), product state, visibility. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_REQUISITOS } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, sesionesStaff, type TestSession } from '../../../testing';
import { fabricasDe, type OpcionesHojaDeVida } from '../../../testing/fabricas';
import { archivoPdf, fallarTabla, filaCandidato, formulario, hoy, idRequisito, sql } from './testing/apoyo';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let gerente: TestSession;
let reclutador: TestSession;

beforeAll(async () => {
  db = await createTestDatabase('hv-gestion-requisitos');
  [jefe, psicologa, gerente, reclutador] = await sesionesStaff(
    db.orm,
    'jefe',
    'psicologa',
    'gerente',
    'reclutador',
  );
});
afterAll(async () => {
  await db?.drop();
});

/** A new person with a CV (free, in no order), as the rows the tests read. */
const persona = async (opciones?: OpcionesHojaDeVida) => {
  const hv = await fabricasDe(db.orm).hojaDeVida(opciones);
  return { id: hv.id, documento: hv.documento, hvId: hv.hojaDeVidaId };
};

const campos = (candidatoId: number, requisitoId: number, extra: Record<string, string> = {}) => ({
  candidatoId: String(candidatoId),
  requisitoId: String(requisitoId),
  fechaRealizacion: hoy(-1),
  resultado: '1',
  ...extra,
});

describe('requirement types', () => {
  it('creates a type with name and validity days; both required with the spec message; duplicates refused; gerente FORBIDDEN', async () => {
    const r = await psicologa.caller.hojasDeVida.crearTipoRequisito({
      nombre: 'Prueba de Excel',
      validezDias: 120,
    });
    expect(r).toMatchObject({ nombre: 'Prueba de Excel', validezDias: 120, mensaje: 'Requerimiento creado' });
    const tipos = await gerente.caller.hojasDeVida.tiposRequisito();
    expect(tipos.some((t) => t.id === r.id && t.validezDias === 120)).toBe(true);
    const vacio = await errorDe(
      psicologa.caller.hojasDeVida.crearTipoRequisito({ nombre: '', validezDias: 10 }),
    );
    expect(vacio.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(vacio.cause)).toContain('Debes llenar ambos campos para crear el requerimiento');
    const repetido = await errorDe(
      jefe.caller.hojasDeVida.crearTipoRequisito({ nombre: 'prueba de excél', validezDias: 10 }),
    );
    expect(repetido.message).toBe(MENSAJES_REQUISITOS.nombreRepetido);
    expect(
      (await errorDe(gerente.caller.hojasDeVida.crearTipoRequisito({ nombre: 'X', validezDias: 1 }))).code,
    ).toBe('FORBIDDEN');
    expect(
      (await errorDe(reclutador.caller.hojasDeVida.crearTipoRequisito({ nombre: 'X', validezDias: 1 }))).code,
    ).toBe('FORBIDDEN');
  });
});

describe('person requirements with evidence files', () => {
  it('adds a result with two files in one call and lists it with files, expiry and author', async () => {
    const c = await persona();
    const referencias = await idRequisito(db, 'referencias_laborales');
    const r = await psicologa.caller.hojasDeVida.agregarRequisito(
      formulario(
        campos(c.id, referencias, { comentario: 'Dos referencias verificadas', esVisibleCliente: 'true' }),
        [archivoPdf('a.pdf'), archivoPdf('b.pdf')],
      ),
    );
    expect(r).toMatchObject({ archivos: 2, mensaje: 'Requerimiento agregado' });
    const lista = await gerente.caller.hojasDeVida.requisitosPersona({ candidatoId: c.id });
    const fila = lista.requisitos.find((x) => x.id === r.id);
    expect(fila).toMatchObject({
      nombre: 'Referencias laborales',
      resultado: 1,
      resultadoEtiqueta: 'Cumple',
      vencida: false,
      esVisibleCliente: true,
      comentario: 'Dos referencias verificadas',
    });
    expect(fila?.archivos.map((a) => a.nombre)).toEqual(['a.pdf', 'b.pdf']);
    expect(fila?.usuario).toBeTruthy();
    const archivo = await gerente.caller.hojasDeVida.evidenciaRequisito({ archivoId: fila!.archivos[0]!.id });
    expect(Buffer.from(archivo.base64, 'base64').toString()).toContain('%PDF');
  });

  it('shows "Vencida" when realisation date + validity days is past, and can hide expired ones', async () => {
    const c = await persona();
    const antecedentes = await idRequisito(db, 'antecedentes');
    const vencida = await psicologa.caller.hojasDeVida.agregarRequisito(
      formulario(campos(c.id, antecedentes, { fechaRealizacion: hoy(-90) })),
    );
    const vigente = await psicologa.caller.hojasDeVida.agregarRequisito(
      formulario(campos(c.id, antecedentes, { fechaRealizacion: hoy(-89) })),
    );
    const todos = await psicologa.caller.hojasDeVida.requisitosPersona({ candidatoId: c.id });
    expect(todos.requisitos.find((x) => x.id === vencida.id)).toMatchObject({ vencida: true, vence: hoy() });
    expect(todos.requisitos.find((x) => x.id === vigente.id)).toMatchObject({
      vencida: false,
      vence: hoy(1),
    });
    const vigentes = await psicologa.caller.hojasDeVida.requisitosPersona({
      candidatoId: c.id,
      incluirVencidos: false,
    });
    expect(vigentes.requisitos.some((x) => x.id === vencida.id)).toBe(false);
    expect(vigentes.requisitos.some((x) => x.id === vigente.id)).toBe(true);
  });

  it('a test needs score and final concept, and a comment when there is no interview; score 0–100', async () => {
    const c = await persona();
    const pruebas = await idRequisito(db, 'pruebas_digitales');
    const sinPuntaje = await errorDe(
      psicologa.caller.hojasDeVida.agregarRequisito(formulario(campos(c.id, pruebas))),
    );
    expect(sinPuntaje.message).toBe(MENSAJES_REQUISITOS.puntajeRequerido);
    const sinConcepto = await errorDe(
      psicologa.caller.hojasDeVida.agregarRequisito(formulario(campos(c.id, pruebas, { puntaje: '80' }))),
    );
    expect(sinConcepto.message).toBe(MENSAJES_REQUISITOS.conceptoRequerido);
    const sinComentario = await errorDe(
      psicologa.caller.hojasDeVida.agregarRequisito(
        formulario(campos(c.id, pruebas, { puntaje: '80', conceptoFinal: 'Apto' })),
      ),
    );
    expect(sinComentario.message).toBe(MENSAJES_REQUISITOS.comentarioRequerido);
    const fuera = await errorDe(
      psicologa.caller.hojasDeVida.agregarRequisito(
        formulario(campos(c.id, pruebas, { puntaje: '101', conceptoFinal: 'Apto', comentario: 'x' })),
      ),
    );
    expect(fuera.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(fuera.cause)).toContain(MENSAJES_REQUISITOS.puntajeRango);
    expect(
      await sql(db, 'select 1 from requisito_persona where hoja_de_vida_id = ? and requisito_id = ?', [
        c.hvId,
        pruebas,
      ]),
    ).toHaveLength(0);
    const ok = await psicologa.caller.hojasDeVida.agregarRequisito(
      formulario(
        campos(c.id, pruebas, { puntaje: '80', conceptoFinal: 'Apto', comentario: 'Sin entrevista' }),
      ),
    );
    expect(ok.id).toBeGreaterThan(0);
  });

  it('a failing file insert leaves no requirement (one transaction); a bad file type changes nothing', async () => {
    const c = await persona();
    const visita = await idRequisito(db, 'visita_domiciliaria');
    const restaurar = await fallarTabla(db, 'archivo_evidencia_requisito');
    try {
      const e = await errorDe(
        psicologa.caller.hojasDeVida.agregarRequisito(formulario(campos(c.id, visita), [archivoPdf()])),
      );
      expect(e.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await restaurar();
    }
    expect(
      await sql(db, 'select 1 from requisito_persona where hoja_de_vida_id = ? and requisito_id = ?', [
        c.hvId,
        visita,
      ]),
    ).toHaveLength(0);
    const falso = new File([new Uint8Array(Buffer.from('no soy pdf'))], 'x.pdf', { type: 'application/pdf' });
    expect(
      (
        await errorDe(
          psicologa.caller.hojasDeVida.agregarRequisito(formulario(campos(c.id, visita), [falso])),
        )
      ).code,
    ).toBe('BAD_REQUEST');
    expect(await sql(db, 'select 1 from requisito_persona where hoja_de_vida_id = ?', [c.hvId])).toHaveLength(
      0,
    );
  });

  it("adds an evidence file to an existing requirement of the CV; another CV's requirement is NOT_FOUND", async () => {
    const c = await persona();
    const otro = await persona();
    const hvReq = await idRequisito(db, 'verificacion_hv');
    const r = await psicologa.caller.hojasDeVida.agregarRequisito(formulario(campos(c.id, hvReq)));
    const e = await psicologa.caller.hojasDeVida.agregarEvidencia(
      formulario({ candidatoId: String(c.id), requisitoPersonaId: String(r.id) }, [archivoPdf('nuevo.pdf')]),
    );
    expect(e).toMatchObject({ archivos: 1, mensaje: 'Archivo agregado al requerimiento' });
    const ajeno = await errorDe(
      psicologa.caller.hojasDeVida.agregarEvidencia(
        formulario({ candidatoId: String(otro.id), requisitoPersonaId: String(r.id) }, [archivoPdf()]),
      ),
    );
    expect(ajeno.code).toBe('NOT_FOUND');
    const sinArchivo = await errorDe(
      psicologa.caller.hojasDeVida.agregarEvidencia(
        formulario({ candidatoId: String(c.id), requisitoPersonaId: String(r.id) }),
      ),
    );
    expect(sinArchivo.code).toBe('BAD_REQUEST');
    expect(
      (
        await errorDe(
          gerente.caller.hojasDeVida.agregarEvidencia(
            formulario({ candidatoId: String(c.id), requisitoPersonaId: String(r.id) }, [archivoPdf()]),
          ),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });
});

describe('product state', () => {
  it('moves 0 → 1 with the last passing finished-product requirement, updates active order rows, never back', async () => {
    // Product not finished, no requirement yet, and in an order (its row copies the product state).
    const c = await persona({ productoTerminado: false });
    const pedido = await fabricasDe(db.orm).pedido({ estado: 2 });
    await jefe.caller.candidatosPedido.agregar({ pedidoId: pedido.id, candidatoId: c.id });
    expect(
      await sql(
        db,
        'select 1 from candidato_pedido where candidato_id = ? and activo and estado_producto = 0',
        [c.id],
      ),
    ).toHaveLength(1);
    await sql(db, 'update candidato_pedido set estado_producto = 0 where candidato_id = ? and activo', [
      c.id,
    ]);
    const examen = await idRequisito(db, 'examen_medico');
    const antecedentes = await idRequisito(db, 'antecedentes');
    const r1 = await psicologa.caller.hojasDeVida.agregarRequisito(formulario(campos(c.id, examen)));
    expect(r1.estadoProducto).toBe(0);
    const fallido = await psicologa.caller.hojasDeVida.agregarRequisito(
      formulario(campos(c.id, antecedentes, { resultado: '0' })),
    );
    expect(fallido.estadoProducto).toBe(0);
    const r2 = await psicologa.caller.hojasDeVida.agregarRequisito(formulario(campos(c.id, antecedentes)));
    expect(r2).toMatchObject({
      estadoProducto: 1,
      mensaje: 'Requerimiento agregado. El candidato pasó a producto terminado',
    });
    expect((await filaCandidato(db, c.id)).estado_producto).toBe(1);
    expect(
      await sql(
        db,
        'select 1 from candidato_pedido where candidato_id = ? and activo and estado_producto = 0',
        [c.id],
      ),
    ).toHaveLength(0);
    const despues = await psicologa.caller.hojasDeVida.agregarRequisito(
      formulario(campos(c.id, examen, { resultado: '0' })),
    );
    expect(despues.estadoProducto).toBe(1);
    expect((await filaCandidato(db, c.id)).estado_producto).toBe(1);
  });
});

describe('client visibility', () => {
  it('exactly the chosen requirements become visible; ids of another CV change nothing', async () => {
    const c = await persona();
    const otro = await persona();
    const ref = await idRequisito(db, 'referencias_laborales');
    const a = await psicologa.caller.hojasDeVida.agregarRequisito(
      formulario(campos(c.id, ref, { esVisibleCliente: 'true' })),
    );
    const b = await psicologa.caller.hojasDeVida.agregarRequisito(formulario(campos(c.id, ref)));
    const ajeno = await psicologa.caller.hojasDeVida.agregarRequisito(formulario(campos(otro.id, ref)));
    const r = await psicologa.caller.hojasDeVida.visibilidadRequisitos({
      candidatoId: c.id,
      visibles: [b.id],
    });
    expect(r).toMatchObject({ visibles: 1, mensaje: MENSAJES_REQUISITOS.visibilidadGuardada });
    const filas = await sql<{ id: number; es_visible_cliente: boolean }>(
      db,
      'select id, es_visible_cliente from requisito_persona where id in (?, ?)',
      [a.id, b.id],
    );
    expect(Object.fromEntries(filas.map((f) => [f.id, f.es_visible_cliente]))).toEqual({
      [a.id]: false,
      [b.id]: true,
    });
    expect(
      (
        await errorDe(
          psicologa.caller.hojasDeVida.visibilidadRequisitos({
            candidatoId: c.id,
            visibles: [a.id, ajeno.id],
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    const [fa] = await sql<{ es_visible_cliente: boolean }>(
      db,
      'select es_visible_cliente from requisito_persona where id = ?',
      [b.id],
    );
    expect(fa?.es_visible_cliente).toBe(true);
  });
});
