import type { MikroORM } from '@mikro-orm/postgresql';
import type { Caller } from '../../../testing';
import { completarHojaDeVida } from '../../../testing/fabricas/hoja-de-vida-completa';
import type { Fabricas } from '../../../testing/fabricas';

/** A person with a record in every area the access export lists, still held by an order (an active process). */
export interface PersonaConDatos {
  candidatoId: number;
  hojaDeVidaId: number;
  nombre1: string;
  apellido1: string;
  documento: string;
  email: string;
  pedidoId: number;
  candidatoPedido: { id: number; version: number };
}

/**
 * Builds a person with unique names (so a scan for them finds only them) and something in every area: the full CV
 * (lists, family, address), a requirement with its evidence file, digital tests, an order (with its events), an
 * appointment, a comment, a mark, a client's bar, an authorisation, an e-mail and an unlinked spontaneous registration with
 * the same document. Procedures where they exist.
 */
export async function personaConDatos(orm: MikroORM, f: Fabricas, jefe: Caller): Promise<PersonaConDatos> {
  const pedido = await f.pedido({ estado: 2 });
  const sufijo = String(Date.now() % 1_000_000).padStart(6, '0');
  const nombre1 = `Zoraida${sufijo}`;
  const apellido1 = `Quintanilla${sufijo}`;
  const cp = await f.candidatoEnPedido({
    pedidoId: pedido.id,
    estado: 'preseleccionado',
    persona: { nombre: nombre1, apellido: apellido1 },
  });
  const p = cp.persona;
  await completarHojaDeVida(orm, p);
  const sql = orm.em.fork().getConnection();
  const h = p.hojaDeVidaId;
  await sql.execute(`update hoja_de_vida set conyuge_nombre = ?, pasatiempos = ? where id = ?`, [
    `Esposo de ${nombre1}`,
    `A ${nombre1} le gusta el ciclismo`,
    h,
  ]);
  const [req] = await sql.execute<{ id: number }[]>(
    `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, comentario, es_visible_cliente, created_at, version)
     values (?, (select id from requisito order by id limit 1), current_date, 1, ?, false, now(), 1) returning id`,
    [h, `Entrevistada ${nombre1} ${apellido1}, cédula ${p.documento}`],
  );
  await sql.execute(
    `insert into archivo_evidencia_requisito (requisito_persona_id, nombre, tipo_mime, tamano, contenido, creado_en)
     values (?, ?, 'application/pdf', 4, '\\x25504446', now())`,
    [req!.id, `cedula-${p.documento}.pdf`],
  );
  const [cal] = await sql.execute<{ id: number }[]>(
    `insert into calificacion_prueba_digital (candidato_id, puntaje_global_reportado, descartado, fecha) values (?, 80, false, now()) returning id`,
    [p.id],
  );
  await sql.execute(
    `insert into resultado_prueba_digital (calificacion_id, codigo, puntaje, descartado) values (?, 'DETAC', 75, false)`,
    [cal!.id],
  );
  await sql.execute(
    `insert into cita (candidato_id, persona_acargo_entrevista_id, razon_entrevista, fecha_hora_entrevista, comentario,
       usuario_creador_id, lugar, duracion_minutos, secuencia_ical, correo_enviado, created_at, version)
     values (?, (select id from usuario where username = 'jefe'), 1, now() - interval '10 days', ?,
       (select id from usuario where username = 'jefe'), 'sucursal', 60, 0, false, now(), 1)`,
    [p.id, `Llegó ${nombre1} puntual`],
  );
  await jefe.hojasDeVida.comentar({
    candidatoId: p.id,
    comentario: `${nombre1} ${apellido1} tiene buena actitud`,
  });
  const [tipo] = await sql.execute<{ id: number }[]>(
    `select id from tipo_marca where activo order by id limit 1`,
  );
  await jefe.hojasDeVida.marcar({ candidatoId: p.id, tipoMarcaId: tipo!.id });
  await jefe.vetados.vetar({
    numeroDocumento: p.documento,
    clienteId: pedido.clienteId,
    motivo: `No contratar a ${nombre1} otra vez`,
  });
  // Under the notice in force (every installation has one: seedReferencia publishes version 1).
  await sql.execute(
    `insert into autorizacion_datos (candidato_id, aviso_id, canal, otorgada_en, direccion_ip, agente_usuario)
     values (?, (select id from aviso_privacidad order by version desc limit 1), 'enlace', now(), '10.0.0.9', 'Prueba')`,
    [p.id],
  );
  // A spontaneous registration with the same document, never linked to the CV.
  await sql.execute(
    `insert into candidato_espontaneo (pedido_id, activo, nombres, apellidos, cedula, email, telefono, fecha_creacion)
     values (?, true, ?, ?, ?, ?, '3001234567', now())`,
    [pedido.id, nombre1, apellido1, p.documento, p.email],
  );
  await sql.execute(
    `insert into mensaje_saliente (tipo, destino, payload, estado, intentos, creado_en)
     values ('correo', ?, ?::jsonb, 1, 1, now())`,
    [p.email, JSON.stringify({ para: [p.email], asunto: 'Su cita', texto: `Hola ${nombre1} ${apellido1}` })],
  );
  return {
    candidatoId: p.id,
    hojaDeVidaId: h,
    nombre1,
    apellido1,
    documento: p.documento,
    email: p.email,
    pedidoId: pedido.id,
    candidatoPedido: { id: cp.id, version: cp.version },
  };
}
