import { sumarDiasInstante } from '@talento/rules';
import { CandidatoEspontaneo, EventoPedido } from '../../../entities';
import { entre } from './aleatorio';
import type { Bolsa } from './candidatos-pedido';
import type { Catalogos } from './catalogos';
import type { Contexto } from './contexto';
import type { PedidoSembrado } from './pedidos';

const PERSONAS: readonly [
  nombres: string,
  apellidos: string,
  cedula: string,
  email: string,
  telefono: string,
][] = [
  ['Yurley Andrea', 'Mosquera Palacios', '1077456123', 'yurley.mosquera@gmail.com', '3128845120'],
  ['Brayan Stiven', 'Ospina Cuervo', '1000987456', 'brayan.ospina22@hotmail.com', '3204471893'],
  ['Luz Dary', 'Cifuentes Mora', '52987654', 'luzdary.cifuentes@gmail.com', '3015567240'],
  ['Kevin Andrés', 'Ramírez Tovar', '1023456987', 'kevin.ramireztovar@outlook.com', '3186623017'],
];

/**
 * Unregistered candidates added to open orders in stages 2–3 (order event type 1). The first one later
 * entered the talent platform (event type 2) and is linked to a registered candidate.
 */
export async function seedEspontaneos(
  ctx: Contexto,
  cat: Catalogos,
  bolsa: Bolsa,
  pedidos: PedidoSembrado[],
): Promise<CandidatoEspontaneo[]> {
  const { em, usuarios, reloj } = ctx;
  const abiertos = pedidos.filter(
    (p) => !p.pedido.esHijo && (p.pedido.estadoPedido === 2 || p.pedido.estadoPedido === 3),
  );
  const lista = PERSONAS.map(([nombresDato, apellidosDato, cedula, email, telefono], i) => {
    const ps = abiertos[(i * 3) % abiertos.length] as PedidoSembrado;
    const actor = ps.pedido.encargadoPedido ?? usuarios.psicologa;
    const fecha = reloj.laboral(entre(ps.desde, reloj.ahora, 0.4 + i * 0.1));
    const registrado = i === 0 ? bolsa.tomar('logistica', false).candidato : null;
    const nombres = registrado
      ? [registrado.nombre1, registrado.nombre2].filter(Boolean).join(' ')
      : nombresDato;
    const apellidos = registrado
      ? [registrado.apellido1, registrado.apellido2].filter(Boolean).join(' ')
      : apellidosDato;
    const nombre = `${nombres} ${apellidos}`;
    const espontaneo = em.create(CandidatoEspontaneo, {
      pedido: ps.pedido,
      nombres,
      apellidos,
      cedula: registrado?.numeroDocumento ?? cedula,
      email: registrado?.email ?? email,
      telefono: registrado?.telefonoOCelular.replace(/\s/g, '') ?? telefono,
      medio: cat.medios[i % cat.medios.length]?.nombre ?? null,
      candidato: registrado,
      creadoPor: actor,
      fechaCreacion: fecha,
    });
    em.create(EventoPedido, {
      pedido: ps.pedido,
      tipoEvento: 1,
      actor,
      candidatoEspontaneoNombre: nombre,
      fecha,
    });
    if (registrado) {
      em.create(EventoPedido, {
        pedido: ps.pedido,
        tipoEvento: 2,
        candidatoEspontaneoNombre: nombre,
        fecha: reloj.pasado(sumarDiasInstante(fecha, 1)),
      });
    }
    return espontaneo;
  });
  await em.flush();
  return lista;
}
