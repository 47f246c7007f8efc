import {
  ESTADO_MENSAJE_SALIENTE,
  ETIQUETA_ESTADO_COLA,
  formatoFecha,
  formatoFechaHora,
  TAMANO_PAGINA_COLA_ORDENES as TAMANO,
  type EntradaColaOrdenes,
} from '@talento/rules';
import { colaOrdenes } from '../../dominios/contratacion/servicios/cola';
import { defineExportacion } from '../definicion';

type Fila = Awaited<ReturnType<typeof colaOrdenes>>['filas'][number];

const OPERACION_ERP: Record<NonNullable<Fila['ultimaLlamada']>['operacion'], string> = {
  requisicion: 'Requisición',
  radicacion: 'Radicación (contrato)',
  induccion: 'Inducción',
  hoja_de_vida: 'Hoja de vida',
};

/** /contratacion/ordenes: the queue's columns as the screen writes them. */
export const ordenesContratacion = defineExportacion({
  titulo: 'Órdenes de contratación',
  procedimiento: 'contratacion.ordenes',
  leer: async ({ em, usuario }, f: EntradaColaOrdenes, pagina) => {
    const r = await colaOrdenes(em, usuario.alcance, { ...f, pagina });
    return { filas: r.filas, hayMas: pagina * TAMANO < r.total };
  },
  columnas: [
    { titulo: 'Persona', valor: (f) => f.nombre, ancho: 30 },
    { titulo: 'Documento', valor: (f) => f.numeroDocumento },
    { titulo: 'Cliente', valor: (f) => f.cliente, ancho: 30 },
    { titulo: 'Pedido', valor: (f) => f.pedidoId, formato: 'numero' },
    { titulo: 'Orden', valor: (f) => f.consecutivo, formato: 'numero' },
    { titulo: 'Cargo', valor: (f) => f.cargo, ancho: 24 },
    { titulo: 'Fecha de ingreso', valor: (f) => f.fechaIngreso, formato: 'fecha', ancho: 16 },
    {
      titulo: 'Estado',
      valor: (f) =>
        f.estado === 'radicada' && f.fechaRadicado
          ? `Radicada el ${formatoFecha(f.fechaRadicado)}${f.radicadoPor ? ` por ${f.radicadoPor}` : ''}`
          : ETIQUETA_ESTADO_COLA[f.estado],
      ancho: 30,
    },
    {
      titulo: 'Último envío al ERP',
      valor: ({ ultimaLlamada: l }) => {
        if (!l) return 'Sin envíos';
        const base = `${OPERACION_ERP[l.operacion]}: ${ESTADO_MENSAJE_SALIENTE.etiqueta(l.estado)} (${formatoFechaHora(l.fecha)})`;
        return l.mensaje ? `${base} — ${l.mensaje}` : base;
      },
      ancho: 40,
    },
  ],
});
