import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ingresar } from '../support/ingreso-ui';
import { fechaEnDias } from '../support/pedidos';
import { smtpDelArchivo, type CorreoRecibido, type ServidorSmtp } from '../support/smtp';
import { enPantalla } from '../support/avisos';
import { PUERTO_SMTP_E2E } from '../support/servidor/entorno';

const ACTOR_CLIENTE = 'Camila Torres';

async function clienteEnContextoNuevo(browser: Browser, usuario: string): Promise<Page> {
  const contexto = await browser.newContext();
  const page = await contexto.newPage();
  await page.goto('/cliente/login');
  await ingresar(page, usuario);
  await expect(page).toHaveURL(/\/cliente\/?$/);
  await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  return page;
}

/** Waits (up to 20 s) for a message to `para` that satisfies `cumple`; returns it. */
async function esperarCorreo(
  smtp: ServidorSmtp,
  para: string,
  cumple: (c: CorreoRecibido) => boolean = () => true,
): Promise<CorreoRecibido> {
  await expect
    .poll(() => servidorSmtp().para(para).filter(cumple).length, {
      timeout: 20_000,
      message: `correo a ${para}`,
    })
    .toBeGreaterThan(0);
  return servidorSmtp().para(para).filter(cumple)[0] as CorreoRecibido;
}

/** The same port playwright.config.ts gives the server in SMTP_URL. */
const servidorSmtp = smtpDelArchivo(test, PUERTO_SMTP_E2E);

test('[CANDIDATOS] staff agrega y envía candidatos, el correo llega por SMTP, el cliente valida, rechaza, agenda y aprueba, y staff lo ve', async ({
  page,
  browser,
  entrar,
  fabricas,
}) => {
  test.setTimeout(120_000);
  const sufijo = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

  // 2. Staff: a registered person by document and a spontaneous one (the invitation reaches the SMTP server).
  await entrar('jefe');
  const enSeleccion = await fabricas.pedidoEnSeleccion();
  const pedido = { id: enSeleccion.id, estado: 3 };
  const aRechazar = enSeleccion.enviados[0]!.persona;
  const libre = await fabricas.personaSeleccionable(pedido.id);
  await page.goto(`/pedido-detail/${pedido.id}`);
  const pre = page.getByRole('region', { name: /^Preseleccionados/ });
  const sel = page.getByRole('region', { name: /^Seleccionados/ });
  const registro = page.getByRole('region', { name: 'Registro de acciones' });
  await expect(pre).toBeVisible();

  await pre.getByRole('button', { name: 'Agregar candidato' }).click();
  let modal = page.getByRole('dialog', { name: 'Agregar candidato' });
  await modal.getByLabel('Número de documento').fill(libre.documento);
  await modal.getByRole('button', { name: 'Buscar' }).click();
  const tarjeta = modal.getByRole('region', { name: 'Candidato encontrado' });
  await expect(tarjeta).toContainText(libre.nombre);
  await tarjeta.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(enPantalla(page, 'Candidato agregado exitosamente')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(pre.getByRole('listitem', { name: libre.nombre }).getByTestId('estado-candidato')).toHaveText(
    'Agregado a pedido',
  );

  const espontaneo = {
    nombres: 'Lucía Fernanda',
    apellidos: 'Quintero Ruiz',
    cedula: sufijo.slice(-10),
    telefono: '3001234567',
    email: `espontanea+${sufijo}@correo.test`,
  };
  await pre.getByRole('button', { name: 'Agregar candidato' }).click();
  modal = page.getByRole('dialog', { name: 'Agregar candidato' });
  await modal.getByRole('tab', { name: 'Candidato no registrado' }).click();
  await modal.getByLabel('Nombres', { exact: true }).fill(espontaneo.nombres);
  await modal.getByLabel('Apellidos', { exact: true }).fill(espontaneo.apellidos);
  await modal.getByLabel('Cédula', { exact: true }).fill(espontaneo.cedula);
  await modal.getByLabel('Teléfono', { exact: true }).fill(espontaneo.telefono);
  await modal.getByLabel('Correo electrónico', { exact: true }).fill(espontaneo.email);
  await modal.getByRole('button', { name: 'Agregar candidato espontáneo' }).click();
  await expect(
    enPantalla(
      page,
      'Candidato espontáneo agregado; se le envió la invitación para registrar su hoja de vida',
    ),
  ).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('list', { name: 'Candidatos espontáneos' })).toContainText(espontaneo.email);
  const invitacion = await esperarCorreo(servidorSmtp(), espontaneo.email);
  expect(invitacion.para).toEqual([espontaneo.email]);
  expect(invitacion.asunto).toContain('Te invitamos a registrar tu hoja de vida');

  // 3. Select the registered person (jefe is a super user) and send to the client with a new contact.
  await pre
    .getByRole('listitem', { name: libre.nombre })
    .getByRole('button', { name: 'Seleccionar' })
    .click();
  await expect(enPantalla(page, 'El candidato ha sido seleccionado')).toBeVisible();
  await expect(sel.getByRole('listitem', { name: libre.nombre })).toBeVisible();
  // The row moves from group to group (one per state) as the process goes on: found in the whole candidates section.
  const filaLibre = page
    .getByRole('region', { name: 'Candidatos del pedido' })
    .getByRole('listitem', { name: libre.nombre });
  await expect(filaLibre.getByTestId('estado-candidato')).toHaveText('Agregado a pedido');

  await sel.getByRole('button', { name: 'Enviar a cliente' }).click();
  const envio = page.getByRole('dialog', { name: 'Requerimientos y envío al cliente' });
  const requisito = envio
    .getByRole('list', { name: 'Requerimientos visibles' })
    .getByRole('listitem')
    .filter({ hasText: 'Envía correo' })
    .first();
  await requisito.getByRole('checkbox').check();
  const existentes = envio.getByRole('list', { name: 'Contactos del cliente' }).getByRole('checkbox');
  for (let i = 0; i < (await existentes.count()); i++) await existentes.nth(i).uncheck();
  const contacto = `rrhh+${sufijo}@lasabana.test`;
  await envio.getByRole('button', { name: 'Agregar contacto' }).click();
  const formulario = envio.getByRole('group', { name: 'Formulario de contacto' });
  await formulario.getByLabel('Nombre', { exact: true }).fill('Recursos Humanos E2E');
  await formulario.getByLabel('Correo', { exact: true }).fill(contacto);
  await formulario.getByRole('button', { name: 'Guardar contacto' }).click();
  await expect(enPantalla(page, 'Contacto guardado')).toBeVisible();
  const nuevo = envio.getByRole('listitem').filter({ hasText: contacto });
  await expect(nuevo.getByRole('checkbox')).toBeChecked();
  await envio.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(enPantalla(page, /^Se envi(ó|aron) \d+ candidatos? al cliente$/)).toBeVisible();
  await expect(envio).toBeHidden();
  await expect(filaLibre.getByTestId('estado-candidato')).toHaveText('Enviado a cliente');
  const correoCliente = await esperarCorreo(servidorSmtp(), contacto);
  expect(correoCliente.para).toEqual([contacto]);
  expect(correoCliente.asunto).toContain(`(pedido ${pedido.id})`);
  expect(correoCliente.texto).toContain(libre.nombre);
  expect(correoCliente.texto).toContain(libre.documento);
  // The order's e-mail panel tells staff the client got it.
  const correoEnPanel = page
    .getByRole('region', { name: 'Correos' })
    .getByRole('listitem')
    .filter({ hasText: contacto });
  await expect(correoEnPanel.getByTestId('estado-correo')).toHaveText('Enviado', { timeout: 20_000 });

  // 4. The client user, in a separate browser context, validates, rejects, schedules and approves.
  const cliente = await clienteEnContextoNuevo(browser, 'cliente');
  await cliente.getByTestId(`pedido-${pedido.id}`).click();
  await expect(cliente).toHaveURL(new RegExp(`/cliente/pedido/${pedido.id}$`));
  await expect(cliente.getByRole('heading', { name: 'Candidatos enviados' })).toBeVisible();
  const filaCliente = cliente.getByRole('row').filter({ hasText: libre.nombre });
  await expect(filaCliente.getByTestId('estado-candidato')).toHaveText('Enviado a cliente');
  await filaCliente.getByRole('button', { name: 'Validar' }).click();
  await cliente
    .getByRole('dialog', { name: 'Confirmar decisión' })
    .getByRole('button', { name: 'Validar' })
    .click();
  await expect(enPantalla(cliente, 'Candidato validado')).toBeVisible();
  await expect(filaCliente.getByTestId('estado-candidato')).toHaveText('Validado por cliente');

  const filaRechazo = cliente.getByRole('row').filter({ hasText: aRechazar.nombre });
  await expect(filaRechazo.getByTestId('estado-candidato')).toHaveText('Enviado a cliente');
  await filaRechazo.getByRole('button', { name: 'Rechazar' }).click();
  const rechazo = cliente.getByRole('dialog', { name: `Rechazar a ${aRechazar.nombre}` });
  const motivo = `No cumple la experiencia requerida ${sufijo}`;
  await rechazo.getByLabel('Motivo del rechazo').fill(motivo);
  await rechazo.getByRole('button', { name: 'Rechazar' }).click();
  await expect(enPantalla(cliente, 'Candidato rechazado')).toBeVisible();
  await expect(filaRechazo.getByTestId('estado-candidato')).toHaveText('Rechazado por cliente');

  const cita = `${fechaEnDias(3)} 10:30`;
  await filaCliente.getByRole('button', { name: 'Agendar entrevista' }).click();
  const agenda = cliente.getByRole('dialog', { name: `Agendar entrevista con ${libre.nombre}` });
  await agenda.getByLabel('Fecha y hora de la entrevista').fill(cita);
  await agenda.getByLabel('Fecha y hora de la entrevista').press('Tab');
  await agenda.getByRole('button', { name: 'Agendar', exact: true }).click();
  await expect(enPantalla(cliente, 'Entrevista agendada')).toBeVisible();
  await expect(filaCliente.getByTestId('estado-candidato')).toHaveText('En entrevista con cliente');
  await expect(filaCliente).toContainText(`Entrevista: ${cita}`);

  await filaCliente.getByRole('button', { name: 'Aprobar entrevista' }).click();
  const confirmar = cliente.getByRole('dialog', { name: 'Confirmar decisión' });
  await expect(confirmar).toContainText(`¿Aprobar entrevista a ${libre.nombre}?`);
  await confirmar.getByRole('button', { name: 'Aprobar entrevista' }).click();
  await expect(enPantalla(cliente, 'Entrevista aprobada: el candidato pasa a contratación')).toBeVisible();
  await expect(filaCliente.getByTestId('estado-candidato')).toHaveText('En contratación');
  // Each client action e-mails the order's owner through the outbox.
  for (const frase of [
    'validó el candidato',
    'rechazó el candidato',
    'agendó una entrevista con el candidato',
    'aprobó la entrevista del candidato',
  ]) {
    await expect
      .poll(
        () =>
          servidorSmtp().correos.filter(
            (c) => c.texto.includes(frase) && c.texto.includes(`en el pedido ${pedido.id} `),
          ).length,
        { timeout: 20_000, message: `aviso "${frase}"` },
      )
      .toBeGreaterThan(0);
  }
  expect(servidorSmtp().correos.some((c) => c.texto.includes(`Motivo: ${motivo}`))).toBe(true);

  // 5. Staff sees the client's changes, with the client user as actor; stage 4 and "Se presenta".
  await page.reload();
  await expect(filaLibre.getByTestId('estado-candidato')).toHaveText('En contratación');
  await expect(
    page.getByRole('region', { name: /^En contratación \(/ }).getByRole('listitem', { name: libre.nombre }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Rechazado por cliente \(/ })
      .getByRole('listitem', { name: aRechazar.nombre })
      .getByTestId('estado-candidato'),
  ).toHaveText('Rechazado por cliente');
  const evento = (texto: string) => registro.getByRole('listitem').filter({ hasText: texto }).first();
  for (const texto of [
    `Enviado a cliente → Validado por cliente · ${libre.nombre}`,
    `Enviado a cliente → Rechazado por cliente · ${aRechazar.nombre}`,
    `Validado por cliente → En entrevista con cliente · ${libre.nombre}`,
    `En entrevista con cliente → En contratación · ${libre.nombre}`,
  ]) {
    await expect(evento(texto)).toContainText(ACTOR_CLIENTE);
  }
  if (pedido.estado === 3) {
    await page.getByRole('button', { name: 'Pasar a la siguiente etapa' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Pasar a «Legalización de contrato»' })
      .click();
    await expect(enPantalla(page, 'Se pasó el pedido a la etapa 4')).toBeVisible();
    await expect(page.getByTestId('estado-pedido')).toHaveText('Legalización de contrato');
  }
  await filaLibre.getByRole('button', { name: 'Se presenta', exact: true }).click();
  // A one-click change without a reverse move is confirmed, naming it (issue 13).
  const confirmacion = page.getByRole('dialog', { name: 'Confirmar cambio de estado' });
  await expect(confirmacion).toContainText(`¿Se presenta a ${libre.nombre}?`);
  await confirmacion.getByRole('button', { name: 'Se presenta' }).click();
  await expect(filaLibre.getByTestId('estado-candidato')).toHaveText('Se presenta en lugar de trabajo');
  await expect(registro.getByRole('listitem').first()).toContainText(
    `En contratación → Se presenta en lugar de trabajo · ${libre.nombre}`,
  );

  // 6. Another company's client user neither lists nor opens the order.
  const otro = await clienteEnContextoNuevo(browser, 'cliente2');
  await expect(otro.getByTestId('empresas')).toHaveText('Textiles del Valle S.A.');
  await expect(otro.getByRole('list', { name: 'Lista de pedidos' }).getByRole('link').first()).toBeVisible();
  await expect(otro.getByTestId(`pedido-${pedido.id}`)).toHaveCount(0);
  await otro.goto(`/cliente/pedido/${pedido.id}`);
  await expect(enPantalla(otro, 'No encontramos este pedido o no tiene acceso a él.')).toBeVisible();
  await expect(otro.getByRole('heading', { name: 'Candidatos enviados' })).toHaveCount(0);
  await expect(enPantalla(otro, libre.nombre)).toHaveCount(0);
  await Promise.all([cliente.context().close(), otro.context().close()]);
});
