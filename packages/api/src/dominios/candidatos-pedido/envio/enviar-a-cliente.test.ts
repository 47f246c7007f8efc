/** candidatosPedido.enviarACliente and requisitosEnvio (spec 01 §4 enviarCliente, §5 send to client). */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_ENVIO } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, formaDeError, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import {
  candidatosDe,
  CLIENTES_PSICOLOGA,
  contactosDe,
  correosDe,
  eventosDe,
  fallarCorreo,
  idRequisito,
  idUsuario,
  sql,
} from './testing/apoyo';

/** A client none of the psychologist's four (Confecciones del Valle, of the executive). */
const CLIENTE_FUERA_PSICOLOGA = '860012345';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let reclutador: TestSession;
let gerente: TestSession;
let req: { examen: number; antecedentes: number; pruebas: number; referencias: number };
let fabricas: Fabricas;

const visiblesDe = async (pedidoId: number) =>
  (
    await sql<{ requisito_id: number }>(
      db,
      'select requisito_id from pedido_requerimiento_visible where pedido_id = ? order by requisito_id',
      [pedidoId],
    )
  ).map((f) => f.requisito_id);

/** Everything a refused send must leave untouched. */
const huella = async (pedidoId: number) => ({
  candidatos: await candidatosDe(db, pedidoId),
  eventos: (await eventosDe(db, pedidoId)).length,
  correos: (await correosDe(db, pedidoId)).length,
  visibles: await visiblesDe(pedidoId),
});

beforeAll(async () => {
  db = await createTestDatabase('envio-cliente');
  fabricas = fabricasDe(db.orm);
  [jefe, psicologa, reclutador, gerente] = await sesionesStaff(
    db.orm,
    'jefe',
    'psicologa',
    'reclutador',
    'gerente',
  );
  req = {
    examen: await idRequisito(db, 'examen_medico'),
    antecedentes: await idRequisito(db, 'antecedentes'),
    pruebas: await idRequisito(db, 'pruebas_digitales'),
    referencias: await idRequisito(db, 'referencias_laborales'),
  };
});
afterAll(async () => {
  await db?.drop();
});

/** A new contact of the order's client that receives e-mails (as the send modal adds one). */
const contactoNuevo = async (pedidoId: number) =>
  (
    await jefe.caller.candidatosPedido.guardarContacto({
      pedidoId,
      nombre: 'Contacto de la prueba',
      correo: `prueba+${pedidoId}@cliente.test`,
      enviar: true,
    })
  ).contacto;

/** A new order in stage 3 or 4 (of a client of the psychologist unless told) with `n` new selected candidates in state 0 and a contact. */
async function listoParaEnviar(estado: 3 | 4, n: number, cliente = CLIENTE_POR_DEFECTO) {
  const p = await fabricas.pedido({ estado, cliente });
  const seleccionados = [];
  for (let i = 0; i < n; i++)
    seleccionados.push(await fabricas.candidatoEnPedido({ pedidoId: p.id, estado: 'seleccionado' }));
  return { ...p, seleccionados, contacto: await contactoNuevo(p.id) };
}

describe('candidatosPedido.requisitosEnvio', () => {
  it('lists the visible requirement types with their flags, the order choice and the client contacts', async () => {
    expect(CLIENTES_PSICOLOGA).toContain(CLIENTE_POR_DEFECTO);
    // The order's choice: the last send showed the medical exam and the background check.
    const p = await listoParaEnviar(3, 1);
    await psicologa.caller.candidatosPedido.enviarACliente({
      pedidoId: p.id,
      requerimientoIds: [req.examen, req.antecedentes],
      contactoIds: [p.contacto.id],
    });
    const r = await psicologa.caller.candidatosPedido.requisitosEnvio({ pedidoId: p.id });
    expect(r.puedeEnviar).toBe(true);
    expect(r.requerimientos.map((x) => x.id).sort()).toEqual(
      [req.examen, req.antecedentes, req.pruebas].sort(),
    );
    expect(r.requerimientos.find((x) => x.id === req.examen)).toMatchObject({
      visible: true,
      enviarCorreo: true,
    });
    expect(r.requerimientosVisibles).toEqual([req.examen, req.antecedentes].sort((a, b) => a - b));
    const contactos = await contactosDe(db, p.clienteId);
    expect(r.contactos.map((c) => c.id).sort()).toEqual(contactos.map((c) => c.id).sort());
    expect(r.contactos).toContainEqual(p.contacto);
    expect(
      (
        await errorDe(
          psicologa.caller.candidatosPedido.requisitosEnvio({
            pedidoId: (await fabricas.pedido({ estado: 3, cliente: CLIENTE_FUERA_PSICOLOGA })).id,
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await errorDe(reclutador.caller.candidatosPedido.requisitosEnvio({ pedidoId: p.id }))).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('candidatosPedido.enviarACliente', () => {
  it('sends every selected candidate in state 0: state 1, a type-4 event each, visible requirements and ONE e-mail', async () => {
    const p = await listoParaEnviar(3, 2);
    // A pre-selected one stays where it is (as does the candidate sent when the order reached stage 3).
    await fabricas.candidatoEnPedido({ pedidoId: p.id });
    const antes = await candidatosDe(db, p.id);
    const listos = antes
      .filter((f) => f.activo && f.pool === 1 && f.estado_candidato_pedido === 0)
      .map((f) => f.id);
    expect(listos.sort()).toEqual(p.seleccionados.map((c) => c.id).sort());
    expect(antes.length).toBe(4);
    const contacto = p.contacto;
    const eventosAntes = (await eventosDe(db, p.id)).length;
    const correosAntes = (await correosDe(db, p.id)).length;

    const r = await psicologa.caller.candidatosPedido.enviarACliente({
      pedidoId: p.id,
      requerimientoIds: [req.examen],
      contactoIds: [contacto.id],
    });
    expect(r).toEqual({
      enviados: 2,
      from: 'Talento <no-responder@talento.local>',
      mensaje: 'Se enviaron 2 candidatos al cliente',
    });

    const despues = await candidatosDe(db, p.id);
    for (const id of listos)
      expect(despues.find((f) => f.id === id)).toMatchObject({
        estado_candidato_pedido: 1,
        pool: 1,
        activo: true,
      });
    // Nobody else changed.
    for (const f of antes.filter((x) => !listos.includes(x.id)))
      expect(despues.find((d) => d.id === f.id)).toEqual(f);

    const psicologaId = await idUsuario(db, 'psicologa');
    const nuevos = (
      await sql<{
        tipo_evento: number;
        estado_anterior: number;
        estado_nuevo: number;
        actor_id: number;
        candidato_nombre: string;
      }>(db, 'select * from evento_pedido where pedido_id = ? order by id', [p.id])
    ).slice(eventosAntes);
    expect(nuevos).toHaveLength(2);
    for (const e of nuevos)
      expect(e).toMatchObject({ tipo_evento: 4, estado_anterior: 0, estado_nuevo: 1, actor_id: psicologaId });

    expect(await visiblesDe(p.id)).toEqual([req.examen]);
    // The move to stage 3 sent its own e-mail; this send writes exactly one more.
    const correos = (await correosDe(db, p.id)).slice(correosAntes);
    expect(correos).toHaveLength(1);
    const [correo] = correos;
    expect(correo).toMatchObject({ estado: 0, destino: contacto.correo, referencia: `pedido:${p.id}` });
    expect(correo!.payload.para).toEqual([contacto.correo]);
    const personas = await sql<{ nombre1: string; apellido1: string; numero_documento: string }>(
      db,
      'select c.nombre1, c.apellido1, c.numero_documento from candidato_pedido cp join candidato c on c.id = cp.candidato_id where cp.id in (?, ?)',
      listos,
    );
    for (const persona of personas) {
      expect(correo!.payload.texto).toContain(persona.numero_documento);
      expect(correo!.payload.texto).toContain(persona.nombre1);
      expect(nuevos.some((e) => e.candidato_nombre.includes(persona.apellido1))).toBe(true);
    }
    expect(correo!.payload.texto).toContain('/cliente/');
    expect(correo!.payload.texto).not.toMatch(/puntaje|comentario|vetado/i);
  });

  it('a person barred for the client after being added is not sent: the refusal names who and when, nothing changes', async () => {
    const p = await listoParaEnviar(3, 2);
    const [, vetado] = p.seleccionados;
    const [cliente] = await sql<{ cliente_id: number }>(db, 'select cliente_id from pedido where id = ?', [
      p.id,
    ]);
    await jefe.caller.vetados.vetar({
      numeroDocumento: vetado!.persona.documento,
      clienteId: cliente!.cliente_id,
    });
    const antes = await huella(p.id);
    const e = await errorDe(
      jefe.caller.candidatosPedido.enviarACliente({
        pedidoId: p.id,
        requerimientoIds: [req.examen],
        contactoIds: [p.contacto.id],
      }),
    );
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.message).toMatch(
      /^Este candidato está vetado por el cliente .*\(lo vetó .+ el \d{2}\/\d{2}\/\d{4}\)\.$/,
    );
    expect(await huella(p.id)).toEqual(antes);
  });

  it('change, events and e-mail share one transaction: a failing outbox insert leaves everything as it was', async () => {
    const p = await listoParaEnviar(4, 1);
    const contacto = p.contacto;
    const antes = await huella(p.id);
    const restaurar = await fallarCorreo(db, p.id);
    try {
      await errorDe(
        jefe.caller.candidatosPedido.enviarACliente({
          pedidoId: p.id,
          requerimientoIds: [req.examen],
          contactoIds: [contacto.id],
        }),
      );
    } finally {
      await restaurar();
    }
    expect(await huella(p.id)).toEqual(antes);
    const r = await jefe.caller.candidatosPedido.enviarACliente({
      pedidoId: p.id,
      requerimientoIds: [req.examen],
      contactoIds: [contacto.id],
    });
    expect(r.enviados).toBe(1);
  });

  it('refuses with the rule message and writes nothing', async () => {
    const p = await listoParaEnviar(3, 1);
    const contacto = p.contacto;
    const antes = await huella(p.id);
    const casos: [Parameters<typeof jefe.caller.candidatosPedido.enviarACliente>[0], string][] = [
      [{ pedidoId: p.id, requerimientoIds: [req.examen], contactoIds: [] }, MENSAJES_ENVIO.contactoRequerido],
      [
        { pedidoId: p.id, requerimientoIds: [req.antecedentes], contactoIds: [contacto.id] },
        MENSAJES_ENVIO.sinRequerimientoCorreo,
      ],
      [{ pedidoId: p.id, requerimientoIds: [], contactoIds: [] }, MENSAJES_ENVIO.sinRequerimientoCorreo],
      [
        { pedidoId: p.id, requerimientoIds: [req.examen, req.referencias], contactoIds: [contacto.id] },
        MENSAJES_ENVIO.requerimientoNoVisible,
      ],
    ];
    for (const [entrada, mensaje] of casos) {
      const e = await errorDe(jefe.caller.candidatosPedido.enviarACliente(entrada));
      expect([e.code, e.message]).toEqual(['BAD_REQUEST', mensaje]);
      expect(formaDeError(e).data.detalle).toBe(mensaje);
    }
    expect(await huella(p.id)).toEqual(antes);

    const etapa2 = await fabricas.pedido({ estado: 2 });
    await fabricas.candidatoEnPedido({ pedidoId: etapa2.id, estado: 'seleccionado' });
    const c2 = await contactoNuevo(etapa2.id);
    const e2 = await errorDe(
      jefe.caller.candidatosPedido.enviarACliente({
        pedidoId: etapa2.id,
        requerimientoIds: [req.examen],
        contactoIds: [c2.id],
      }),
    );
    expect(e2.message).toBe(MENSAJES_ENVIO.etapa);
  });

  it('two sends of the same order at once: one sends, the other finds nothing left', async () => {
    const p = await listoParaEnviar(3, 1, CLIENTE_FUERA_PSICOLOGA);
    const entrada = { pedidoId: p.id, requerimientoIds: [req.examen], contactoIds: [p.contacto.id] };
    const correosAntes = (await correosDe(db, p.id)).length;
    const r = await Promise.allSettled([
      jefe.caller.candidatosPedido.enviarACliente(entrada),
      jefe.caller.candidatosPedido.enviarACliente(entrada),
    ]);
    const ok = r.filter((x) => x.status === 'fulfilled');
    const no = r.filter((x): x is PromiseRejectedResult => x.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect((no[0]!.reason as Error).message).toBe(MENSAJES_ENVIO.sinCandidatos);
    expect(await correosDe(db, p.id)).toHaveLength(correosAntes + 1);
  });

  it('is scoped through the order and its client, and gated by enviar_candidato_a_cliente', async () => {
    const ajeno = await listoParaEnviar(3, 1, CLIENTE_FUERA_PSICOLOGA);
    const contactoAjeno = ajeno.contacto;
    const e = await errorDe(
      psicologa.caller.candidatosPedido.enviarACliente({
        pedidoId: ajeno.id,
        requerimientoIds: [req.examen],
        contactoIds: [contactoAjeno.id],
      }),
    );
    expect(e.code).toBe('NOT_FOUND');

    const propio = await listoParaEnviar(3, 1);
    const antes = await huella(propio.id);
    const e2 = await errorDe(
      psicologa.caller.candidatosPedido.enviarACliente({
        pedidoId: propio.id,
        requerimientoIds: [req.examen],
        contactoIds: [contactoAjeno.id],
      }),
    );
    expect(e2.code).toBe('NOT_FOUND');
    for (const quien of [reclutador, gerente]) {
      expect(
        (
          await errorDe(
            quien.caller.candidatosPedido.enviarACliente({
              pedidoId: propio.id,
              requerimientoIds: [req.examen],
              contactoIds: [],
            }),
          )
        ).code,
      ).toBe('FORBIDDEN');
    }
    expect(await huella(propio.id)).toEqual(antes);
  });
});
