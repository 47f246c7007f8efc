import { textoDiasRestantes } from '@talento/rules';
import { listarMisPedidos } from '../../dominios/cliente-portal/servicios/mis-pedidos';
import { defineExportacion } from '../definicion';

/** Portal de clientes, "Mis pedidos" (the list is whole: the orders in stages 3–4 with candidates sent). */
export const misPedidosCliente = defineExportacion({
  titulo: 'Mis pedidos',
  procedimiento: 'clientePortal.misPedidos',
  leer: async ({ em, usuario, ahora }) => ({
    filas: await listarMisPedidos(em, usuario.alcance, ahora),
    hayMas: false,
  }),
  columnas: [
    { titulo: 'Pedido', valor: (p) => p.id, formato: 'numero' },
    { titulo: 'Cargo', valor: (p) => p.cargo, ancho: 28 },
    { titulo: 'Ciudad', valor: (p) => p.ciudad ?? 'Varias ciudades', ancho: 18 },
    { titulo: 'Estado', valor: (p) => p.estadoEtiqueta, ancho: 18 },
    { titulo: 'Vacantes', valor: (p) => p.vacantes, formato: 'numero' },
    { titulo: 'Vacantes cubiertas', valor: (p) => p.vacantesCumplidas, formato: 'numero' },
    { titulo: 'Días restantes', valor: (p) => textoDiasRestantes(p.diasRestantes).texto, ancho: 20 },
    { titulo: 'Fecha de ingreso', valor: (p) => p.fechaIngreso, formato: 'fecha', ancho: 16 },
    { titulo: 'Candidatos enviados', valor: (p) => p.candidatosEnviados, formato: 'numero' },
    { titulo: 'Pendientes de su decisión', valor: (p) => p.pendientesDecision, formato: 'numero' },
  ],
});
