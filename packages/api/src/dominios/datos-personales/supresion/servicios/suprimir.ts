import type { EntityManager } from '@mikro-orm/postgresql';
import { ANONIMO, MENSAJES_SUPRESION, motivoNoSuprimible, nombreCompleto } from '@talento/rules';
import { Auditoria } from '@talento/db';
import { AppError, noEncontrado } from '../../../../nucleo/errors';
import { grafoPersona } from '../../acceso/servicios/grafo';
import { personaParaSupresion } from './estado';
import { limpiarCopias, limpiarFilas, patronesPersona } from './limpiar';

/** Who suppresses: a user from the CV, or the retention job (null user). */
export interface AutorSupresion {
  usuarioId: number | null;
  ip: string;
  origen: 'solicitud' | 'retencion';
}

/** The CV's own lists, deleted whole: what the person wrote about themself and their family. */
const LISTAS_HV = [
  'experiencia',
  'educacion_superior',
  'postgrado',
  'diplomado',
  'otro_estudio',
  'educacion_en_curso',
  'idioma',
  'habilidad',
  'hijo',
  'persona_a_cargo',
  'referencia_personal',
  'archivo_hoja_de_vida',
  'comentario_hoja_de_vida',
];

/**
 * Anonymises a person in the caller's transaction (Ley 1581 de 2012 art. 8 lit. e, art. 15): name, document, contact,
 * address, family, files, free texts and search document are removed or replaced; the rows that count (orders the
 * person was in, their states and events, requirements' results, marks) stay, so every report figure is unchanged.
 * Refused, naming why, while the person is in an active process or was hired (employment records are kept by law).
 */
export async function suprimirEnTransaccion(
  tx: EntityManager,
  candidatoId: number,
  autor: AutorSupresion,
  ahora: Date,
): Promise<void> {
  const p = await personaParaSupresion(tx, candidatoId, ahora, true);
  if (!p) throw noEncontrado();
  const motivo = motivoNoSuprimible(p);
  if (motivo) throw new AppError('CONFLICT', motivo);
  const patrones = patronesPersona(p);
  const g = await grafoPersona(tx, candidatoId);
  await limpiarCopias(tx, p, patrones);
  await limpiarFilas(tx, g, patrones.amplio);
  const h = p.hojaDeVidaId;
  if (h !== null) {
    for (const tabla of LISTAS_HV) await tx.execute(`delete from ${tabla} where hoja_de_vida_id = ?`, [h]);
    await tx.execute(
      `delete from archivo_evidencia_requisito where requisito_persona_id in (select id from requisito_persona where hoja_de_vida_id = ?)`,
      [h],
    );
    await tx.execute(
      `update requisito_persona set comentario = null, concepto_final = null where hoja_de_vida_id = ?`,
      [h],
    );
    await tx.execute(
      `update hoja_de_vida set arrendador = null, convive_con = null, pasatiempos = null, concepto_final_psicologo = null,
         tarjeta_profesional = null, primaria_institucion = null, bachillerato_institucion = null, bachillerato_titulo = null,
         conyuge_nombre = null, conyuge_ocupacion = null, conyuge_telefono = null, padre_nombre = null, padre_ocupacion = null,
         padre_telefono = null, madre_nombre = null, madre_ocupacion = null, madre_telefono = null, version = version + 1
       where id = ?`,
      [h],
    );
  }
  // Their spontaneous registrations: linked to the CV, or by the same document before the link existed.
  const espontaneos = `select id from candidato_espontaneo where candidato_id = ? or cedula = ?`;
  await tx.execute(
    `delete from archivo_candidato_espontaneo where candidato_espontaneo_id in (${espontaneos})`,
    [candidatoId, p.documento],
  );
  await tx.execute(
    `update candidato_espontaneo set nombres = ?, apellidos = ?, cedula = ?, email = ?, telefono = '', medio = null
      where id in (${espontaneos})`,
    [
      ANONIMO.nombre,
      ANONIMO.apellido,
      ANONIMO.documento(candidatoId),
      ANONIMO.email(candidatoId),
      candidatoId,
      p.documento,
    ],
  );
  await tx.execute(`update candidato_pedido set otro_motivo_rechazo = null where candidato_id = ?`, [
    candidatoId,
  ]);
  await tx.execute(`update candidato_vetado set motivo = null where candidato_id = ?`, [candidatoId]);
  await tx.execute(
    `update cita set comentario = null, razon_reagendamiento = null, otros_referencia = null where candidato_id = ?`,
    [candidatoId],
  );
  await tx.execute(
    `update candidato set nombre1 = ?, nombre2 = null, apellido1 = ?, apellido2 = null, email = ?, telefono_o_celular = '',
       whatsapp = null, fecha_nacimiento = null, numero_documento = ?, lugar_expedicion_id = null, fecha_expedicion = null,
       numero_licencia = null, numero_libreta = null, tipo_direccion = null, direccion_cadena = null, direccion_zona = null,
       direccion_barrio = null, direccion_adicional = null, direccion_rural = null, direccion_otra = null,
       foto_rostro = null, foto_rostro_tipo_mime = null, clave_hash = null, disponibilidad = 3, updated_at = ?,
       version = version + 1
     where id = ?`,
    [
      ANONIMO.nombre,
      ANONIMO.apellido,
      ANONIMO.email(candidatoId),
      ANONIMO.documento(candidatoId),
      ahora,
      candidatoId,
    ],
  );
  // The triggers rebuilt the search document from the replaced values: it goes too.
  if (h !== null) await tx.execute(`update hoja_de_vida set busqueda = null where id = ?`, [h]);
  await tx.execute(
    `insert into supresion_datos (candidato_id, fecha, usuario_id, origen) values (?, ?, ?, ?)`,
    [candidatoId, ahora, autor.usuarioId, autor.origen],
  );
  tx.create(Auditoria, {
    usuarioId: autor.usuarioId,
    accion: 'supresion_datos_personales',
    recurso: 'datosPersonales.supresion',
    recursoId: String(candidatoId),
    detalle: { origen: autor.origen },
    ip: autor.ip,
  });
}

/** `datosPersonales.supresion.suprimir`: the whole suppression in one transaction. */
export async function suprimirDatos(
  em: EntityManager,
  candidatoId: number,
  autor: AutorSupresion,
  ahora: Date,
): Promise<{ mensaje: string }> {
  await em.transactional((tx) => suprimirEnTransaccion(tx, candidatoId, autor, ahora));
  return { mensaje: MENSAJES_SUPRESION.hecha };
}

/** What the CV's button needs: whether suppression is possible now and, if not, why. */
export async function estadoSupresion(em: EntityManager, candidatoId: number, ahora: Date) {
  const p = await personaParaSupresion(em, candidatoId, ahora, false);
  if (!p) throw noEncontrado();
  return {
    nombre: nombreCompleto(p),
    documento: p.documento,
    suprimida: p.yaSuprimida,
    motivoNoSuprimible: motivoNoSuprimible(p),
  };
}
