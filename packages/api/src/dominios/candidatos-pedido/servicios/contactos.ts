/** Contacts of an order's client (spec 01 §3 "Client contact"): list, create and edit, scoped through the order. */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ClienteContacto, Cliente } from '@talento/db';
import { FormularioContacto, MENSAJES_ENVIO, type EntradaGuardarContacto } from '@talento/rules';
import { TRPCError } from '@trpc/server';
import { ZodRealError, type z } from 'zod';
import type { UsuarioSesion } from '../../../nucleo/context';
import { noEncontrado } from '../../../nucleo/errors';
import { cargarPedido } from '../../pedidos';

export interface ContactoDto {
  id: number;
  nombre: string;
  correo: string;
  enviar: boolean;
  activo: boolean;
}

export const aContactoDto = (c: ClienteContacto): ContactoDto => ({
  id: c.id,
  nombre: c.nombre,
  correo: c.correo,
  enviar: c.enviar,
  activo: c.activo,
});

/** Spanish alphabetical order ("Álvaro" before "Jorge"), whatever the database's collation is. */
const ordenEspanol = new Intl.Collator('es-CO', { sensitivity: 'base' });

/** Every contact of a client, by name (sorted here: the database's default collation may be C, which puts accents last). */
export async function contactosDeCliente(em: EntityManager, clienteId: number): Promise<ContactoDto[]> {
  const filas = await em.find(
    ClienteContacto,
    { cliente: clienteId },
    { orderBy: { id: 'asc' }, limit: 500 },
  );
  return filas.sort((a, b) => ordenEspanol.compare(a.nombre, b.nombre) || a.id - b.id).map(aContactoDto);
}

/** A 400 "Formulario invalido." carrying each field message (the error formatter lists them). */
function formularioInvalido(issues: z.core.$ZodIssue[]): TRPCError {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message: MENSAJES_ENVIO.formularioInvalido,
    cause: new ZodRealError(issues),
  });
}

const correoRepetido = () =>
  formularioInvalido([
    { code: 'custom', path: ['correo'], message: MENSAJES_ENVIO.correoDuplicado, input: undefined },
  ]);

/**
 * Creates (no id) or edits a contact of the order's client. The order must be in the user's scope and
 * an edited contact must belong to that client (NOT_FOUND otherwise). E-mails are stored trimmed and
 * in lower case; one address per client.
 */
export async function guardarContacto(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaGuardarContacto,
): Promise<ContactoDto> {
  const form = FormularioContacto.safeParse({
    nombre: entrada.nombre,
    correo: entrada.correo,
    enviar: entrada.enviar,
  });
  if (!form.success) throw formularioInvalido(form.error.issues);
  const datos = { ...form.data, correo: form.data.correo.toLowerCase() };

  try {
    return await em.transactional(async (tx) => {
      const pedido = await cargarPedido(tx, usuario.alcance, entrada.pedidoId);
      const clienteId = pedido.cliente.id;
      const existente =
        entrada.id === undefined
          ? null
          : await tx.findOne(ClienteContacto, { id: entrada.id, cliente: clienteId });
      if (entrada.id !== undefined && !existente) throw noEncontrado();
      const repetido = await tx.findOne(ClienteContacto, {
        cliente: clienteId,
        correo: datos.correo,
        ...(existente ? { id: { $ne: existente.id } } : {}),
      });
      if (repetido) throw correoRepetido();
      const contacto =
        existente ??
        tx.create(ClienteContacto, {
          cliente: tx.getReference(Cliente, clienteId),
          nombre: datos.nombre,
          correo: datos.correo,
          enviar: datos.enviar,
          activo: true,
        });
      contacto.nombre = datos.nombre;
      contacto.correo = datos.correo;
      contacto.enviar = datos.enviar;
      await tx.flush();
      return aContactoDto(contacto);
    });
  } catch (error) {
    // Two users adding the same address at once: the unique (cliente, correo) index decides.
    if (error instanceof UniqueConstraintViolationException) throw correoRepetido();
    throw error;
  }
}
