/**
 * The clients and contacts of a block of staged rows (escribir.ts writes the rest): through the ORM entities the
 * client forms save, each record logged for the undo.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Ciudad, Cliente, ClienteContacto, Sucursal } from '@talento/db';
import { arregloPg } from './arreglo';
import { asignar, type FilaPorEscribir, type Registro } from './filas-por-escribir';

export async function clientes(
  tx: EntityManager,
  filas: readonly FilaPorEscribir[],
  registros: Registro[],
  loteId: number,
) {
  const existentes = await tx.find(
    Cliente,
    { id: { $in: filas.flatMap((f) => (f.registro_id ? [f.registro_id] : [])) } },
    { populate: ['sucursales'] },
  );
  const porId = new Map(existentes.map((c) => [c.id, c]));
  const tocados: Cliente[] = [];
  const nuevos = new Set<Cliente>();
  for (const f of filas) {
    const d = f.datos;
    const sucursal = d.sucursalId ? tx.getReference(Sucursal, Number(d.sucursalId)) : null;
    const c = f.registro_id ? porId.get(f.registro_id) : undefined;
    if (c) {
      const antes = asignar(c, d, ['tipoDocumento', 'numeroDocumento', 'digitoVerificacion', 'nombre']);
      if (d.ciudadId && c.ciudad?.id !== Number(d.ciudadId)) {
        antes.ciudadId = c.ciudad?.id ?? null;
        c.ciudad = tx.getReference(Ciudad, Number(d.ciudadId));
      }
      if (sucursal && !c.sucursales.getItems().some((s) => s.id === sucursal.id)) {
        antes.sucursalAgregada = sucursal.id;
        c.sucursales.add(sucursal);
      }
      registros.push({ tabla: 'cliente', registro_id: c.id, creado: false, antes });
      tocados.push(c);
    } else {
      const nuevo = tx.create(Cliente, {
        tipoDocumento: d.tipoDocumento,
        numeroDocumento: d.numeroDocumento,
        digitoVerificacion: d.digitoVerificacion ?? null,
        nombre: d.nombre,
        ciudad: d.ciudadId ? Number(d.ciudadId) : null,
        loteImportacionId: loteId,
      } as never);
      if (sucursal) nuevo.sucursales.add(sucursal);
      nuevos.add(nuevo);
      tocados.push(nuevo);
    }
  }
  await tx.flush();
  for (const c of nuevos) registros.push({ tabla: 'cliente', registro_id: c.id, creado: true, antes: null });
  await tx.execute(
    'update cliente set lote_importacion_id = ?, importado_en = now(), version_importada = version where id = any(?::int[])',
    [loteId, arregloPg(tocados.map((c) => c.id))],
    'run',
  );
}

export async function contactos(tx: EntityManager, filas: readonly FilaPorEscribir[], registros: Registro[]) {
  const docs = [...new Set(filas.map((f) => String(f.datos.documentoCliente)))];
  const ids = await tx.execute<{ id: number; numero_documento: string }[]>(
    'select id, numero_documento from cliente where numero_documento = any(?::text[])',
    [arregloPg(docs)],
  );
  const cliente = new Map(ids.map((c) => [c.numero_documento, c.id]));
  const creados: ClienteContacto[] = [];
  for (const f of filas) {
    const d = f.datos;
    if (f.registro_id) {
      const k = await tx.findOneOrFail(ClienteContacto, f.registro_id);
      const antes = asignar(k, d, ['nombre', 'enviar']);
      if (!k.activo) {
        antes.activo = false;
        k.activo = true;
      }
      registros.push({ tabla: 'cliente_contacto', registro_id: k.id, creado: false, antes });
    } else {
      const clienteId = cliente.get(String(d.documentoCliente));
      if (clienteId === undefined) continue;
      creados.push(
        tx.create(ClienteContacto, {
          cliente: clienteId,
          nombre: d.nombre,
          correo: d.correo,
          enviar: d.enviar,
          activo: true,
        } as never),
      );
    }
  }
  await tx.flush();
  for (const k of creados)
    registros.push({ tabla: 'cliente_contacto', registro_id: k.id, creado: true, antes: null });
}
