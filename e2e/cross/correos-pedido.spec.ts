import { expect, test } from '../support/fixtures';
import { siExiste } from '../support/api';
import type { ClienteApi } from '../support/api/cliente-trpc';
import { smtpDelArchivo } from '../support/smtp';
import { PUERTO_SMTP_E2E } from '../support/servidor/entorno';

/** The same port playwright.config.ts gives the server in SMTP_URL. */
const servidorSmtp = smtpDelArchivo(test, PUERTO_SMTP_E2E);

/** A stage-3/4 order with a selected candidate not yet sent to the client (state 0). */
async function pedidoPorEnviar(api: ClienteApi): Promise<number> {
  for (let id = 1; id <= 80; id++) {
    const p = await siExiste(api.pedidos.detalle.query({ id }));
    if (p?.estado !== 3 && p?.estado !== 4) continue;
    const l = await siExiste(api.candidatosPedido.listar.query({ pedidoId: id }));
    if (l?.seleccionados.some((c) => c.estado === 0)) return id;
  }
  throw new Error('No hay pedido demo en etapa 3 o 4 con un seleccionado sin enviar');
}

test('[CORREOS] el detalle del pedido muestra el correo al cliente con Error, Reintentar lo deja Pendiente y llega Enviado', async ({
  page,
  entrar,
  apiDe,
}) => {
  test.setTimeout(90_000);
  const contacto = `rebota+${Date.now()}@cliente.test`;
  servidorSmtp().rechazar = (correo) => correo === contacto;

  await entrar('jefe');
  const id = await pedidoPorEnviar(apiDe('jefe'));
  await page.goto(`/pedido-detail/${id}`);
  const correos = page.getByRole('region', { name: 'Correos' });
  await expect(correos).toBeVisible();

  // Send the selected candidates to a new contact whose mailbox the SMTP server refuses.
  await page
    .getByRole('region', { name: /^Seleccionados/ })
    .getByRole('button', { name: 'Enviar a cliente' })
    .click();
  const envio = page.getByRole('dialog', { name: 'Requerimientos y envío al cliente' });
  await envio
    .getByRole('list', { name: 'Requerimientos visibles' })
    .getByRole('listitem')
    .filter({ hasText: 'Envía correo' })
    .first()
    .getByRole('checkbox')
    .check();
  const existentes = envio.getByRole('list', { name: 'Contactos del cliente' }).getByRole('checkbox');
  for (let i = 0; i < (await existentes.count()); i++) await existentes.nth(i).uncheck();
  await envio.getByRole('button', { name: 'Agregar contacto' }).click();
  const formulario = envio.getByRole('group', { name: 'Formulario de contacto' });
  await formulario.getByLabel('Nombre', { exact: true }).fill('Buzón que rebota');
  await formulario.getByLabel('Correo', { exact: true }).fill(contacto);
  await formulario.getByRole('button', { name: 'Guardar contacto' }).click();
  await expect(envio.getByRole('listitem').filter({ hasText: contacto }).getByRole('checkbox')).toBeChecked();
  await envio.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(envio).toBeHidden();

  const correo = correos.getByRole('listitem').filter({ hasText: contacto });
  await expect(correo.getByTestId('estado-correo')).toHaveText('Error', { timeout: 20_000 });
  await expect(correo).toContainText('550');
  expect(servidorSmtp().para(contacto)).toHaveLength(0);

  // The mailbox exists now: the retry sends it.
  servidorSmtp().rechazar = null;
  await correo.getByRole('button', { name: 'Reintentar' }).click();
  await expect(
    page.getByText('El correo quedó pendiente y se enviará de nuevo en unos segundos.'),
  ).toBeVisible();
  await expect(correo.getByTestId('estado-correo')).toHaveText('Enviado', { timeout: 20_000 });
  await expect(correo.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await expect.poll(() => servidorSmtp().para(contacto).length, { timeout: 10_000 }).toBe(1);
  expect(servidorSmtp().para(contacto)[0]?.asunto).toContain(`(pedido ${id})`);
});

test('[CORREOS] con la orden de contratación radicada la persona recibe su ingreso con el aviso de privacidad', async ({
  fabricas,
  apiDe,
}) => {
  test.setTimeout(90_000);
  const orden = await fabricas.ordenContratacion();
  const api = apiDe('jefe');
  const { version } = await api.contratacion.obtener.query({ id: orden.ordenId! });
  await api.contratacion.radicar.mutate({ id: orden.ordenId!, version });
  // The outbox files it with the fake ERP; only then the e-mail is queued, and the mail worker delivers it.
  const deIngreso = () =>
    servidorSmtp()
      .para(orden.email)
      .filter((c) => c.asunto.startsWith('Su ingreso como '));
  await expect
    .poll(() => deIngreso().length, { timeout: 30_000, message: `correo a ${orden.email}` })
    .toBe(1);
  const [correo] = deIngreso();
  expect(correo!.asunto).toMatch(/^Su ingreso como .+ en Distribuidora La Sabana S\.A\.S\.$/);
  expect(correo!.texto).toContain(`Hola ${orden.nombre.split(' ')[0]}:`);
  expect(correo!.texto).toMatch(/Fecha de ingreso: \d{2}\/\d{2}\/\d{4}\./);
  expect(correo!.texto).toContain('Persona que autoriza su ingreso:');
  expect(correo!.texto).toMatch(/aviso de privacidad \(Ley 1581 de 2012\): http\S+\/aviso-privacidad/);
  expect((await api.contratacion.obtener.query({ id: orden.ordenId! })).radicado).toBe(true);
});
