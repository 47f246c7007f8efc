/**
 * The columns of the appointments page (listar.ts), each declared once: `COLUMNAS_CITA` go to the screen as the
 * statement answers them (their schema is part of CitaFilaDto), `AUXILIARES_CITA` are read to build the references
 * and the comment preview. Names come from scalar subqueries, not joins (see listar.ts).
 */
import { col } from '../../../nucleo/sql/columnas';

export const COLUMNAS_CITA = {
  id: col.numero('c.id'),
  candidato: col.texto(
    `trim(coalesce(ca.nombre1 || ' ' || coalesce(ca.nombre2 || ' ', '') || ca.apellido1 || coalesce(' ' || ca.apellido2, ''), ce.nombres || ' ' || ce.apellidos, ''))`,
  ),
  /** The registered candidate (links to the CV); null for a spontaneous one. */
  candidatoId: col.numeroONulo('c.candidato_id'),
  documento: col.texto(`coalesce(ca.numero_documento, ce.cedula, '')`),
  razonEntrevista: col.numero('c.razon_entrevista'),
  fechaHoraEntrevista: col.instante('c.fecha_hora_entrevista'),
  correoEnviado: col.booleano('c.correo_enviado'),
};

const nombre = (tabla: string, alias: string, columna: string) =>
  `(select ${alias}.nombre from ${tabla} ${alias} where ${alias}.id = ${columna})`;

export const AUXILIARES_CITA = {
  comentario: col.textoONulo('c.comentario'),
  clienteId: col.numeroONulo('c.cliente_id'),
  clienteNombre: col.textoONulo(nombre('cliente', 'cl', 'c.cliente_id')),
  encargadoId: col.numero('c.persona_acargo_entrevista_id'),
  encargadoNombre: col.textoONulo(
    `(select trim(u.first_name || ' ' || u.last_name) from usuario u where u.id = c.persona_acargo_entrevista_id)`,
  ),
  estado1Id: col.numeroONulo('c.estado1_id'),
  estado1Nombre: col.textoONulo(nombre('estado_cita', 'e', 'c.estado1_id')),
  estado2Id: col.numeroONulo('c.estado2_id'),
  estado2Nombre: col.textoONulo(nombre('estado_cita', 'e', 'c.estado2_id')),
  sucursalId: col.numeroONulo('c.sucursal_id'),
  sucursalNombre: col.textoONulo(nombre('sucursal', 's', 'c.sucursal_id')),
};
