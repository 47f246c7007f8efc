/**
 * Administración › Clientes: create or edit a client with its city, branches and contacts, in one transaction with
 * its audit row. Editing locks the row and checks the version the screen had; deactivating a client with current
 * orders changes nothing until the user confirms the count.
 */
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Ciudad, Cliente, ClienteContacto, Sucursal } from '@talento/db';
import {
  type EntradaGuardarClienteAdmin,
  leerDocumentoCliente,
  MENSAJES_CLIENTES_ADMIN as M,
  requiereConfirmarDesactivacion,
} from '@talento/rules';
import type { ContextInner, UsuarioSesion } from '../../../../nucleo/context';
import { auditarCambio } from '../../../../nucleo/auditoria';
import { conflicto, errorDeCampos, noEncontrado } from '../../../../nucleo/errors';
import { exigirCliente, filtroCliente } from '../../../../nucleo/sql/alcance';
import { ponerManejaStock } from '../../../stock';
import type { GuardarClienteAdmin } from '../dto';
import { contarPedidosVigentes, detalleClienteAdmin } from './lecturas';

/** What the audit row keeps of a client, before and after (no personal data beyond the contacts' addresses). */
function instantanea(c: Cliente, contactos: readonly ClienteContacto[]): Record<string, unknown> {
  return {
    tipoDocumento: c.tipoDocumento,
    numeroDocumento: c.numeroDocumento,
    digitoVerificacion: c.digitoVerificacion ?? null,
    nombre: c.nombre,
    ciudadId: c.ciudad?.id ?? null,
    sucursalIds: c.sucursales
      .getItems()
      .map((s) => s.id)
      .sort((a, b) => a - b),
    contactos: [...contactos]
      .sort((a, b) => a.id - b.id)
      .map((k) => ({ id: k.id, nombre: k.nombre, correo: k.correo, enviar: k.enviar, activo: k.activo })),
    implementacionPruebas: c.implementacionPruebas,
    manejaStock: c.manejaStock,
    permiteAgregarExplicito: c.permiteAgregarExplicito,
    activo: c.activo,
  };
}

/** Which unique index refused the write, as a field message (two users saving at the same time). */
function duplicadoDe(error: UniqueConstraintViolationException): Error {
  return /cliente_contacto/.test(error.message)
    ? errorDeCampos({ contactos: M.correoRepetido })
    : errorDeCampos({ numeroDocumento: M.documentoRepetido });
}

export async function guardarClienteAdmin(
  em: EntityManager,
  ctx: Pick<ContextInner, 'sesion' | 'ip'>,
  usuario: Pick<UsuarioSesion, 'id' | 'alcance'>,
  entrada: EntradaGuardarClienteAdmin,
  ahora: Date,
): Promise<GuardarClienteAdmin> {
  const doc = leerDocumentoCliente(entrada.tipoDocumento, entrada.numeroDocumento);
  if (!doc.ok) throw errorDeCampos({ numeroDocumento: doc.mensaje });
  const { alcance } = usuario;
  try {
    const resultado = await em.transactional(async (tx): Promise<GuardarClienteAdmin | number> => {
      let cliente: Cliente | null = null;
      let contactosAntes: ClienteContacto[] = [];
      if (entrada.id !== undefined) {
        exigirCliente(alcance, entrada.id);
        // Row lock first (no join: FOR UPDATE cannot lock the nullable side of an outer join), then the relations.
        cliente = await tx.findOne(
          Cliente,
          { $and: [{ id: entrada.id }, filtroCliente(alcance, 'id')] },
          { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
        );
        if (!cliente) throw noEncontrado();
        if (entrada.version !== cliente.version) throw conflicto();
        await tx.populate(cliente, ['sucursales', 'ciudad']);
        contactosAntes = await tx.find(ClienteContacto, { cliente: cliente.id }, { orderBy: { id: 'asc' } });
      }
      const antes = cliente ? instantanea(cliente, contactosAntes) : null;

      if (cliente?.activo && !entrada.activo && !entrada.confirmarDesactivacion) {
        const vigentes = await contarPedidosVigentes(tx, cliente.id);
        if (requiereConfirmarDesactivacion(cliente.activo, entrada.activo, vigentes))
          return { estado: 'confirmar', mensaje: M.pedidosVigentes(vigentes), pedidosVigentes: vigentes };
      }

      const repetido = await tx.count(Cliente, {
        numeroDocumento: doc.documento.numero,
        ...(cliente ? { id: { $ne: cliente.id } } : {}),
      });
      if (repetido > 0) throw errorDeCampos({ numeroDocumento: M.documentoRepetido });

      const ciudad = entrada.ciudadId === null ? null : await tx.findOne(Ciudad, entrada.ciudadId);
      if (entrada.ciudadId !== null && !ciudad) throw errorDeCampos({ ciudadId: M.ciudadNoExiste });

      // A branch must exist and be active, unless the client already had it (an inactive branch stays readable).
      const yaTenia = new Set(cliente?.sucursales.getItems().map((s) => s.id) ?? []);
      const ids = [...new Set(entrada.sucursalIds)];
      const sucursales = ids.length ? await tx.find(Sucursal, { id: { $in: ids } }) : [];
      if (sucursales.length !== ids.length || sucursales.some((s) => !s.activa && !yaTenia.has(s.id)))
        throw errorDeCampos({ sucursalIds: M.sucursalNoExiste });

      // Contacts that name an id must be this client's.
      const porId = new Map(contactosAntes.map((k) => [k.id, k]));
      entrada.contactos.forEach((k, i) => {
        if (k.id !== undefined && !porId.has(k.id))
          throw errorDeCampos({ [`contactos.${i}.correo`]: M.contactoNoExiste });
      });

      const datos = {
        tipoDocumento: entrada.tipoDocumento,
        numeroDocumento: doc.documento.numero,
        digitoVerificacion: doc.documento.digitoVerificacion,
        nombre: entrada.nombre,
        ciudad,
        implementacionPruebas: entrada.implementacionPruebas,
        permiteAgregarExplicito: entrada.permiteAgregarExplicito,
        activo: entrada.activo,
      };
      if (cliente) tx.assign(cliente, datos);
      else cliente = tx.create(Cliente, { ...datos, manejaStock: false });
      // The stock screen's rule: switching stock on records who and when.
      ponerManejaStock(tx, cliente, entrada.manejaStock, usuario.id, ahora);
      cliente.sucursales.set(sucursales);
      const versionAntes = cliente.version;
      await tx.flush();

      // Contacts, in an order the unique (cliente, correo) index accepts: removals, then e-mail changes through a
      // placeholder (two contacts may swap addresses), then the final values and the new ones.
      const quedan = new Set(entrada.contactos.flatMap((k) => (k.id === undefined ? [] : [k.id])));
      const quitados = contactosAntes.filter((k) => !quedan.has(k.id));
      for (const k of quitados) tx.remove(k);
      const correo = (c: string) => c.trim().toLowerCase();
      const cambianCorreo = entrada.contactos.filter(
        (k) => k.id !== undefined && porId.get(k.id)!.correo !== correo(k.correo),
      );
      if (quitados.length || cambianCorreo.length) {
        for (const k of cambianCorreo) porId.get(k.id!)!.correo = `cambio-${k.id}@correo.invalid`;
        await tx.flush();
      }
      const contactos = entrada.contactos.map((k) => {
        const valores = { nombre: k.nombre, correo: correo(k.correo), enviar: k.enviar, activo: k.activo };
        if (k.id !== undefined) return tx.assign(porId.get(k.id)!, valores);
        return tx.create(ClienteContacto, { ...valores, cliente });
      });
      await tx.flush();

      // Branches and contacts live in other tables: an edit that only touched them still moves the version, so a
      // screen holding the old one gets CONFLICT instead of silently overwriting them.
      if (antes && cliente.version === versionAntes)
        await tx.execute('update cliente set version = version + 1 where id = ?', [cliente.id]);

      const despues = instantanea(cliente, contactos);
      const accion = !antes
        ? 'cliente.crear'
        : antes.activo === true && !cliente.activo
          ? 'cliente.desactivar'
          : 'cliente.editar';
      auditarCambio(tx, ctx, { accion, recurso: 'cliente', recursoId: cliente.id, antes, despues });
      await tx.flush();
      return cliente.id;
    });
    if (typeof resultado !== 'number') return resultado;
    return {
      estado: 'guardado',
      mensaje: entrada.id === undefined ? M.creado : M.guardado,
      // Read back outside the transaction: the version as stored, the contacts by name.
      cliente: await detalleClienteAdmin(em, { todos: true }, resultado),
    };
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw duplicadoDe(error);
    throw error;
  }
}
