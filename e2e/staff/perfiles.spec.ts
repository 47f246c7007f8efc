import { type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { crearFacConTag } from '../support/fac';

/** Types into a typeahead and picks the option with that name. */
async function elegir(page: Page, etiqueta: RegExp, texto: string, opcion: string | RegExp): Promise<void> {
  await page.getByLabel(etiqueta).fill(texto);
  await page.getByRole('option', { name: opcion }).first().click();
}

/** Duplicates the first profile of La Sabana from the client-profiles list with a new name; answers its id. */
async function duplicarPerfil(page: Page, nombre: string): Promise<string> {
  await page.goto('/perfiles-cliente');
  await elegir(page, /^Cliente/, 'Distribuidora', 'Distribuidora La Sabana S.A.S.');
  await page.getByRole('link', { name: 'Duplicar perfil' }).first().click();
  await expect(page.getByRole('heading', { name: /^Duplicar perfil \d+$/ })).toBeVisible();
  await page.getByLabel(/^Nombre del cargo/).fill(nombre);
  await page.getByLabel(/^Categoría de stock/).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Guardar Perfil' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Crear perfil' }).click();
  await expect(page).toHaveURL(/\/perfil\/\d+$/);
  return /\/perfil\/(\d+)$/.exec(page.url())![1]!;
}

const escaparRegex = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('[PERFILES] perfiles de selección', () => {
  test('[PERFILES] la psicóloga crea un perfil con competencias; sin FAC no se aprueba; con FAC el jefe lo aprueba', async ({
    page,
    entrar,
    paginaDe,
  }) => {
    test.setTimeout(90_000);
    await entrar('psicologa');
    await page.goto('/perfiles-cliente');
    await expect(page.getByText('Selecciona un cliente para cargar los perfiles.')).toBeVisible();
    await elegir(page, /^Cliente/, 'Distribuidora', 'Distribuidora La Sabana S.A.S.');
    await expect(page.getByRole('table')).toContainText('Aprobado');
    await page.getByRole('button', { name: 'Crear perfil' }).click();

    await expect(page.getByRole('heading', { name: 'Crear perfil' })).toBeVisible();
    await expect(page.getByLabel(/^Cliente/)).toHaveValue('Distribuidora La Sabana S.A.S.');
    // Defaults of spec 02 §3: SMMLV salary read-only, default values ticked.
    await expect(page.getByLabel('Salario (SMMLV)')).toHaveValue(/^\$/);
    await expect(page.getByLabel('Honestidad')).toBeChecked();

    // Saving an empty form shows the field messages and creates nothing.
    await page.getByRole('button', { name: 'Guardar Perfil' }).click();
    await expect(page.getByText('Formulario inválido')).toBeVisible();
    await expect(page.getByText('Selecciona un cargo')).toBeVisible();

    await elegir(page, /^Cargo/, 'contable', 'Analista contable');
    await expect(page.getByLabel(/^Nombre del cargo/)).toHaveValue('Analista contable');
    await page.getByLabel(/^Tipo de cargo/).selectOption({ label: 'Administrativo' });
    await page.getByLabel(/^Días de búsqueda/).fill('12');
    await page
      .getByLabel(/^Misión del cargo/)
      .fill('Registrar y conciliar la contabilidad del cliente con exactitud.');
    // Competencies need an administrative test type first.
    await expect(page.getByText('Debe especificar un tipo de prueba para llenar este campo.')).toBeVisible();
    await page.getByLabel(/^Tipo de prueba/).selectOption({ label: 'Administrativo' });
    await page.getByLabel('Orientación al resultado').check();
    await page.getByLabel('Planeación y organización').check();
    await page.getByLabel('Cumplimiento de metas').check();

    for (const [campo, valor] of [
      ['Dirección', 'Dirección Financiera'],
      ['Gerencia', 'Gerencia de Contabilidad'],
      ['Subgerencia', 'Subgerencia de Impuestos'],
      ['Coordinación', 'Coordinación Contable'],
    ] as const)
      await page.getByLabel(new RegExp(`^${campo} \\*`)).fill(valor);
    await page
      .getByLabel(/^Qué hace/)
      .first()
      .fill('Registra las operaciones contables');
    await page
      .getByLabel(/^Cómo lo hace/)
      .first()
      .fill('Con el ERP y los soportes');
    await page
      .getByLabel(/^Para qué lo hace/)
      .first()
      .fill('Para tener estados financieros confiables');
    const responsabilidad = page.getByRole('group', { name: 'Responsabilidades 1' });
    await responsabilidad.getByLabel(/^Función/).fill('Conciliar cuentas bancarias');
    await responsabilidad.getByLabel(/^Porcentaje/).fill('60');
    await responsabilidad.getByLabel(/^Qué hace/).fill('Concilia');
    await responsabilidad.getByLabel(/^Cómo lo hace/).fill('Con extractos');
    await responsabilidad.getByLabel(/^Para qué lo hace/).fill('Cuadrar saldos');
    await page.getByLabel(/^Subnivel/).selectOption({ index: 1 });
    await page.getByLabel(/^Categoría de stock/).selectOption({ index: 1 });

    await page.getByRole('button', { name: 'Guardar Perfil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Crear perfil' }).click();
    await expect(page).toHaveURL(/\/perfil\/\d+$/);
    const id = /\/perfil\/(\d+)$/.exec(page.url())?.[1];
    await expect(page.getByText(`Perfil ${id} guardado`)).toBeVisible();
    await expect(page.getByTestId('estado-perfil')).toContainText('Estado: Creado');
    await expect(
      page.getByText('Orientación al resultado: Planeación y organización, Cumplimiento de metas'),
    ).toBeVisible();
    // The psychologist has no approve flag.
    await expect(page.getByRole('button', { name: 'Aprobar perfil' })).toHaveCount(0);

    // The head of operations cannot approve it yet: no filter-question group.
    const jefe = await paginaDe('jefe', `/perfil/${id}`);
    await jefe.getByRole('button', { name: 'Aprobar perfil' }).click();
    await expect(
      jefe.getByText('No se ha definido un Grupo de preguntras filtro para el perfil.'),
    ).toBeVisible();
    await expect(jefe.getByTestId('estado-perfil')).toContainText('Estado: Creado');

    // The psychologist creates a FAC group with a new tag, then chooses it in the profile's edit screen.
    const grupo = `FAC perfil ${id} ${String(Date.now()).slice(-5)}`;
    await crearFacConTag(page, grupo, `etiqueta ${id} ${String(Date.now()).slice(-5)}`);
    await page.goto(`/perfil/${id}`);
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await expect(page.getByRole('heading', { name: `Editar perfil ${id}` })).toBeVisible();
    await page.getByLabel('Buscar grupo por nombre').fill(grupo);
    await page.getByLabel(new RegExp(grupo)).check();
    await page.getByRole('button', { name: 'Guardar Perfil' }).click();
    await expect(page.getByText(`Perfil ${id} guardado`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/perfil/${id}$`));
    await expect(page.getByText(grupo, { exact: false })).toBeVisible();

    await jefe.reload();
    await jefe.getByRole('button', { name: 'Aprobar perfil' }).click();
    await jefe.getByRole('dialog').getByRole('button', { name: 'Aprobar perfil' }).click();
    await expect(jefe.getByText(`Perfil ${id} aprobado`)).toBeVisible();
    await expect(jefe.getByTestId('estado-perfil')).toContainText('Estado: Aprobado');
    await expect(jefe.getByTestId('estado-perfil')).toContainText('Aprobado por Juliana Restrepo Gómez');
    await expect(jefe.getByRole('button', { name: 'Editar perfil' })).toHaveCount(0);
    // An approved profile cannot be edited: the edit route goes to the view.
    await jefe.goto(`/perfil-edit/${id}`);
    await expect(jefe).toHaveURL(new RegExp(`/perfil/${id}$`));
  });

  test('[PERFILES] duplicar un perfil lo usa de plantilla; cancelar lo deja en estado Cancelado', async ({
    page,
    entrar,
  }) => {
    await entrar('ejecutivo');
    await page.goto('/perfiles-cliente');
    await elegir(page, /^Cliente/, 'Distribuidora', 'Distribuidora La Sabana S.A.S.');
    await page.getByRole('link', { name: 'Duplicar perfil' }).first().click();
    await expect(page.getByRole('heading', { name: /^Duplicar perfil \d+$/ })).toBeVisible();
    await expect(page.getByLabel(/^Nombre del cargo/)).not.toHaveValue('');
    await page.getByLabel(/^Nombre del cargo/).fill('Perfil duplicado E2E');
    await page.getByLabel(/^Categoría de stock/).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Guardar Perfil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Crear perfil' }).click();
    await expect(page).toHaveURL(/\/perfil\/\d+$/);
    const id = /\/perfil\/(\d+)$/.exec(page.url())?.[1];
    await expect(page.getByRole('heading', { name: `Perfil ${id}: Perfil duplicado E2E` })).toBeVisible();

    await page.getByRole('button', { name: 'Cancelar perfil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar perfil' }).click();
    await expect(page.getByText(`Perfil ${id} cancelado`)).toBeVisible();
    await expect(page.getByTestId('estado-perfil')).toContainText('Estado: Cancelado');
    await expect(page.getByRole('button', { name: 'Cancelar perfil' })).toHaveCount(0);
  });

  test('[PERFILES] "Guardar y aprobar Perfil": oculto sin FAC; un rechazo muestra un solo aviso y no guarda nada; con FAC guarda y aprueba a la vez', async ({
    page,
    entrar,
    paginaDe,
    apiDe,
  }) => {
    test.setTimeout(120_000);
    // The executive may approve and edit but not choose a FAC: without one the button is not offered.
    // A virtual clock: a late second toast is looked for by firing the page's timers, not by waiting.
    await page.clock.install();
    await entrar('ejecutivo');
    const sinFac = await duplicarPerfil(page, 'Perfil sin FAC E2E');
    await page.goto(`/perfil-edit/${sinFac}`);
    await expect(page.getByRole('heading', { name: `Editar perfil ${sinFac}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar Perfil' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar y aprobar Perfil' })).toHaveCount(0);

    // The psychologist duplicates another profile and gives it a base FAC group; she may not approve.
    const psicologa = await paginaDe('psicologa');
    const conFac = await duplicarPerfil(psicologa, 'Perfil con FAC E2E');
    const [base] = await apiDe('psicologa').fac.lista.query({});
    expect(base).toBeDefined();
    await psicologa.goto(`/perfil-edit/${conFac}`);
    await psicologa.getByLabel('Buscar grupo por nombre').fill(base!.nombre);
    await psicologa.getByLabel(new RegExp(`^${escaparRegex(base!.nombre)} ·`)).check();
    await expect(psicologa.getByRole('button', { name: 'Guardar y aprobar Perfil' })).toHaveCount(0);
    await psicologa.getByRole('button', { name: 'Guardar Perfil' }).click();
    await expect(psicologa.getByText(`Perfil ${conFac} guardado`)).toBeVisible();

    // The executive opens it (the button shows) and changes the name; meanwhile the psychologist saves it again.
    await page.goto(`/perfil-edit/${conFac}`);
    await expect(page.getByRole('button', { name: 'Guardar y aprobar Perfil' })).toBeVisible();
    await page.getByLabel(/^Nombre del cargo/).fill('Cambio que no debe guardarse');
    await psicologa.goto(`/perfil-edit/${conFac}`);
    await psicologa.getByRole('button', { name: 'Guardar Perfil' }).click();
    await expect(psicologa.getByText(`Perfil ${conFac} guardado`)).toBeVisible();

    // Refused: one toast that says why, and nothing saved nor approved.
    await page.getByRole('button', { name: 'Guardar y aprobar Perfil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar y aprobar' }).click();
    const avisos = page.locator('[data-sonner-toast]');
    await expect(avisos.filter({ hasText: 'Error al aprobar el perfil' })).toContainText(
      'El registro fue modificado por otro usuario. Recargue e intente de nuevo.',
    );
    // Any timer due within the next half second fires now (a repeated or late toast would show).
    await page.clock.runFor(500);
    await expect(avisos).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`/perfil-edit/${conFac}$`));
    await page.goto(`/perfil/${conFac}`);
    await expect(page.getByRole('heading', { name: `Perfil ${conFac}: Perfil con FAC E2E` })).toBeVisible();
    await expect(page.getByTestId('estado-perfil')).toContainText('Estado: Creado');

    // With the current version the same action saves the change and approves, in one step.
    await page.goto(`/perfil-edit/${conFac}`);
    await page.getByLabel(/^Nombre del cargo/).fill('Perfil aprobado E2E');
    await page.getByRole('button', { name: 'Guardar y aprobar Perfil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar y aprobar' }).click();
    await expect(page).toHaveURL(new RegExp(`/perfil/${conFac}$`));
    await expect(page.getByText(`Perfil ${conFac} aprobado`)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Perfil ${conFac}: Perfil aprobado E2E` })).toBeVisible();
    await expect(page.getByTestId('estado-perfil')).toContainText('Estado: Aprobado');
    await expect(page.getByTestId('estado-perfil')).toContainText('Aprobado por Esteban Mejía Duarte');
  });

  test('[PERFILES] tras asignar el FAC la vista muestra el perfil nuevo al instante y "Aprobar perfil" lo aprueba sin recargar', async ({
    page,
    entrar,
    apiDe,
  }) => {
    // The administrator holds both flags (choose the FAC, approve): one screen, no reload in between.
    await entrar('admin');
    const id = await duplicarPerfil(page, 'Perfil refresco E2E');
    await expect(page.getByTestId('estado-perfil')).toContainText('Estado: Creado');
    const [base] = await apiDe('admin').fac.lista.query({});
    expect(base).toBeDefined();
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await page.getByLabel('Buscar grupo por nombre').fill(base!.nombre);
    await page.getByLabel(new RegExp(`^${escaparRegex(base!.nombre)} ·`)).check();
    await page.getByRole('button', { name: 'Guardar Perfil' }).click();
    await expect(page).toHaveURL(new RegExp(`/perfil/${id}$`));
    await page.getByRole('button', { name: 'Aprobar perfil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aprobar perfil' }).click();
    await expect(page.getByText(`Perfil ${id} aprobado`)).toBeVisible();
    await expect(
      page.getByText('No se ha definido un Grupo de preguntras filtro para el perfil.'),
    ).toHaveCount(0);
    await expect(page.getByTestId('estado-perfil')).toContainText('Estado: Aprobado');
  });
});
