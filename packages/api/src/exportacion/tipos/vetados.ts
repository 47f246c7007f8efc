import type { EntradaListarVetados } from '@talento/rules';
import { listarVetados } from '../../dominios/vetados/servicios/listar';
import { defineExportacion } from '../definicion';

/** /candidatos/vetados. */
export const vetados = defineExportacion({
  titulo: 'Candidatos vetados',
  procedimiento: 'vetados.listar',
  leer: async ({ em, usuario }, f: EntradaListarVetados, pagina) => {
    const r = await listarVetados(em, usuario.alcance, { ...f, pagina });
    return { filas: r.filas, hayMas: pagina < r.paginas };
  },
  columnas: [
    { titulo: 'Documento', valor: (v) => v.numeroDocumento },
    { titulo: 'Candidato', valor: (v) => v.nombre, ancho: 30 },
    { titulo: 'Cliente', valor: (v) => v.cliente, ancho: 30 },
    { titulo: 'Motivo', valor: (v) => v.motivo, ancho: 40 },
    { titulo: 'Pedido', valor: (v) => v.pedidoOrigenId, formato: 'numero' },
    { titulo: 'Vetado por', valor: (v) => v.vetadoPor, ancho: 24 },
    { titulo: 'Fecha', valor: (v) => v.fecha, formato: 'fecha' },
  ],
});
