import type { FiltrosCitas } from '@talento/rules';
import { listarCitas } from '../../dominios/citas/servicios/listar';
import { defineExportacion } from '../definicion';

/** /dashboard-cita (its order and the filters its flags allow: listarCitas refuses the others). */
export const citas = defineExportacion({
  titulo: 'Citas',
  procedimiento: 'citas.listar',
  leer: async ({ em, usuario }, f: FiltrosCitas, pagina) => {
    const r = await listarCitas(em, usuario, { ...f, pagina });
    return { filas: r.filas, hayMas: r.filas.length === r.tamanoPagina };
  },
  columnas: [
    { titulo: 'Candidato', valor: (c) => c.candidato, ancho: 30 },
    { titulo: 'Documento', valor: (c) => c.documento },
    { titulo: 'Cliente', valor: (c) => c.cliente?.nombre, ancho: 30 },
    { titulo: 'Encargado', valor: (c) => c.encargado.nombre, ancho: 24 },
    { titulo: 'Entrevista', valor: (c) => c.fechaHoraEntrevista, formato: 'fechaHora', ancho: 18 },
    { titulo: 'Estado 1', valor: (c) => c.estado1?.nombre },
    { titulo: 'Estado 2', valor: (c) => c.estado2?.nombre },
    { titulo: 'Sucursal', valor: (c) => c.sucursal?.nombre },
    { titulo: 'Comentario', valor: (c) => c.comentario, ancho: 30 },
    { titulo: 'Correo enviado', valor: (c) => c.correoEnviado },
  ],
});
