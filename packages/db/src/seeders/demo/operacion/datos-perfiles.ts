/** Profile templates of the demo positions: mission, responsibilities (percentages add to 100), indicators. */

export interface PlantillaPerfil {
  cargo: string;
  tipoCargo: string;
  /** TIPO_PERFIL: 1/2 administrative, 3 other. */
  tipo: 1 | 2 | 3;
  /** Monthly salary; 0 means the minimum wage (es_smmlv). */
  salario: number;
  educacion: number;
  horario: number;
  /** Index of the base FAC group (0 operativo, 1 comercial, 2 salud/seguridad/servicios). */
  fac: 0 | 1 | 2;
  dias: number;
  tipologia: number;
  mision: string;
  /** Dirección | Gerencia | Subgerencia | Coordinación. */
  ubicacion: string;
  proposito: [que: string, como: string, paraQue: string];
  /** [función, porcentaje, cómo lo hace, para qué lo hace]. */
  funciones: [string, number, string, string][];
  /** [nombre, fórmula, meta]. */
  indicadores: [string, string, string][];
  riesgos: string[];
}

const OPS = 'Dirección de Operaciones';

export const PLANTILLAS: readonly PlantillaPerfil[] = [
  {
    cargo: 'Auxiliar de bodega', tipoCargo: 'Operativo', tipo: 3, salario: 0, educacion: 1, horario: 0, fac: 0, dias: 8, tipologia: 0,
    mision: 'Recibir, almacenar y despachar la mercancía del centro de distribución garantizando exactitud de inventarios y cumplimiento de los tiempos de entrega.',
    ubicacion: `${OPS}|Gerencia de Logística|Subgerencia de Centro de Distribución|Coordinación de Bodega`,
    proposito: ['Alista y despacha pedidos', 'Con lector de código de barras y según las órdenes del WMS', 'Para que los clientes reciban sus pedidos completos y a tiempo'],
    funciones: [
      ['Recibir y verificar la mercancía contra la orden de compra', 30, 'Contando unidades y revisando el estado del empaque', 'Evitar diferencias de inventario'],
      ['Ubicar la mercancía en las posiciones asignadas', 25, 'Siguiendo el plano de la bodega y las reglas FIFO', 'Mantener el orden y la rotación del producto'],
      ['Alistar y empacar los pedidos', 35, 'Con picking por radiofrecuencia', 'Cumplir los tiempos de despacho'],
      ['Participar en los conteos cíclicos', 10, 'Según el cronograma de inventarios', 'Asegurar la exactitud del inventario'],
    ],
    indicadores: [
      ['Exactitud de inventario', '(Unidades correctas / unidades contadas) x 100', '98 %'],
      ['Pedidos alistados a tiempo', '(Pedidos a tiempo / pedidos alistados) x 100', '95 %'],
    ],
    riesgos: ['Manipulación manual de cargas', 'Exposición a ruido'],
  },
  {
    cargo: 'Mercaderista', tipoCargo: 'Comercial', tipo: 3, salario: 1850000, educacion: 1, horario: 2, fac: 1, dias: 7, tipologia: 0,
    mision: 'Garantizar la exhibición, el surtido y la rotación de los productos de la marca en los puntos de venta asignados.',
    ubicacion: 'Dirección Comercial|Gerencia de Trade Marketing|Subgerencia de Canal Moderno|Coordinación de Mercaderistas',
    proposito: ['Surte y exhibe producto en supermercados', 'Según la ruta diaria y el planograma de la marca', 'Para aumentar la venta y la visibilidad de la marca'],
    funciones: [
      ['Surtir y exhibir el producto según el planograma', 45, 'Rotando por fecha de vencimiento', 'Evitar agotados y vencidos en góndola'],
      ['Reportar novedades de precios, agotados y competencia', 20, 'Con la aplicación móvil de la ruta', 'Tomar decisiones comerciales a tiempo'],
      ['Cumplir la ruta de visitas asignada', 25, 'Registrando llegada y salida con GPS', 'Atender todos los puntos de venta'],
      ['Mantener buena relación con el personal del almacén', 10, 'Con comunicación cordial y oportuna', 'Conseguir mejores espacios de exhibición'],
    ],
    indicadores: [
      ['Cumplimiento de ruta', '(Visitas realizadas / visitas programadas) x 100', '100 %'],
      ['Agotados en góndola', '(Referencias agotadas / referencias del surtido) x 100', 'Menor al 3 %'],
    ],
    riesgos: ['Riesgo público', 'Manipulación manual de cargas'],
  },
  {
    cargo: 'Conductor(a)', tipoCargo: 'Operativo', tipo: 3, salario: 2300000, educacion: 1, horario: 0, fac: 0, dias: 10, tipologia: 0,
    mision: 'Transportar y entregar la mercancía a los clientes de forma segura, oportuna y con la documentación completa.',
    ubicacion: `${OPS}|Gerencia de Logística|Subgerencia de Transporte|Coordinación de Flota`,
    proposito: ['Conduce el vehículo de reparto', 'Cumpliendo las normas de tránsito y la ruta asignada', 'Para entregar los pedidos a tiempo y sin averías'],
    funciones: [
      ['Conducir el vehículo asignado en la ruta de entregas', 50, 'Respetando el plan estratégico de seguridad vial', 'Entregar los pedidos sin accidentes'],
      ['Entregar la mercancía y recoger los soportes firmados', 25, 'Verificando cantidades con el cliente', 'Legalizar las entregas'],
      ['Realizar la inspección preoperacional del vehículo', 15, 'Diligenciando la lista de chequeo diaria', 'Prevenir fallas mecánicas'],
      ['Reportar novedades de la ruta', 10, 'Por radio o celular al coordinador', 'Reprogramar entregas fallidas'],
    ],
    indicadores: [
      ['Entregas efectivas', '(Entregas efectivas / entregas programadas) x 100', '97 %'],
      ['Accidentalidad', 'Número de incidentes viales en el mes', '0'],
    ],
    riesgos: ['Riesgo público', 'Trabajo nocturno'],
  },
  {
    cargo: 'Operario(a) de producción', tipoCargo: 'Operativo', tipo: 3, salario: 0, educacion: 1, horario: 0, fac: 0, dias: 6, tipologia: 0,
    mision: 'Operar las máquinas de la línea de producción cumpliendo los estándares de calidad, seguridad y productividad.',
    ubicacion: `${OPS}|Gerencia de Planta|Subgerencia de Producción|Coordinación de Línea`,
    proposito: ['Opera la línea de producción', 'Siguiendo las instrucciones de trabajo y las BPM', 'Para cumplir el plan de producción con calidad'],
    funciones: [
      ['Alimentar y operar la máquina asignada', 50, 'Según la orden de producción del turno', 'Cumplir el plan de producción'],
      ['Verificar la calidad del producto en proceso', 20, 'Con los formatos de control de calidad', 'Evitar reprocesos y devoluciones'],
      ['Mantener limpio y ordenado el puesto de trabajo', 15, 'Aplicando la metodología 5S', 'Prevenir accidentes y contaminación'],
      ['Reportar fallas de la máquina', 15, 'Al líder de línea y a mantenimiento', 'Reducir los tiempos de parada'],
    ],
    indicadores: [
      ['Productividad de la línea', 'Unidades producidas / unidades programadas x 100', '95 %'],
      ['Producto no conforme', '(Unidades rechazadas / unidades producidas) x 100', 'Menor al 2 %'],
    ],
    riesgos: ['Exposición a ruido', 'Trabajo nocturno', 'Manipulación manual de cargas'],
  },
  {
    cargo: 'Operario(a) de confección', tipoCargo: 'Operativo', tipo: 3, salario: 0, educacion: 1, horario: 2, fac: 0, dias: 8, tipologia: 0,
    mision: 'Confeccionar prendas en máquina plana, fileteadora o collarín cumpliendo las especificaciones de la ficha técnica.',
    ubicacion: `${OPS}|Gerencia de Planta|Subgerencia de Confección|Coordinación de Módulos`,
    proposito: ['Cose operaciones de la prenda', 'Con la máquina asignada y según la ficha técnica', 'Para entregar las prendas con la calidad pactada'],
    funciones: [
      ['Realizar las operaciones de costura asignadas', 60, 'En máquina plana, fileteadora o collarín', 'Cumplir la meta del módulo'],
      ['Revisar la calidad de la costura', 20, 'Contra la muestra física y la ficha técnica', 'Evitar segundas y reprocesos'],
      ['Cuidar la máquina y los insumos', 10, 'Con limpieza y lubricación diaria', 'Alargar la vida útil del equipo'],
      ['Apoyar otras operaciones del módulo', 10, 'Según la necesidad del supervisor', 'Balancear la línea'],
    ],
    indicadores: [
      ['Eficiencia individual', '(Minutos producidos / minutos laborados) x 100', '85 %'],
      ['Prendas de segunda', '(Prendas de segunda / prendas producidas) x 100', 'Menor al 1 %'],
    ],
    riesgos: ['Exposición a ruido'],
  },
  {
    cargo: 'Analista contable', tipoCargo: 'Administrativo', tipo: 1, salario: 3800000, educacion: 4, horario: 2, fac: 1, dias: 15, tipologia: 1,
    mision: 'Registrar, conciliar y analizar la información contable de la compañía garantizando estados financieros confiables y oportunos.',
    ubicacion: 'Dirección Financiera|Gerencia de Contabilidad|Subgerencia de Impuestos|Coordinación Contable',
    proposito: ['Registra y concilia la información contable', 'Con el ERP y las normas NIIF', 'Para que la gerencia tome decisiones con cifras confiables'],
    funciones: [
      ['Realizar las conciliaciones bancarias y de cartera', 30, 'En el ERP y en Excel', 'Detectar diferencias a tiempo'],
      ['Causar facturas de proveedores y gastos', 30, 'Aplicando retenciones e impuestos vigentes', 'Cumplir las obligaciones tributarias'],
      ['Preparar informes para el cierre mensual', 25, 'Con tablas dinámicas y formatos de la compañía', 'Cerrar el mes en los primeros cinco días hábiles'],
      ['Atender requerimientos de revisoría fiscal', 15, 'Con soportes completos y organizados', 'Evitar hallazgos de auditoría'],
    ],
    indicadores: [
      ['Oportunidad del cierre', 'Días hábiles para el cierre mensual', '5 días'],
      ['Partidas conciliatorias sin depurar', 'Número de partidas con más de 30 días', '0'],
    ],
    riesgos: [],
  },
  {
    cargo: 'Montacarguista', tipoCargo: 'Operativo', tipo: 3, salario: 2100000, educacion: 1, horario: 0, fac: 0, dias: 10, tipologia: 0,
    mision: 'Movilizar y ubicar estibas con montacargas en la bodega de forma segura y eficiente.',
    ubicacion: `${OPS}|Gerencia de Logística|Subgerencia de Centro de Distribución|Coordinación de Almacenamiento`,
    proposito: ['Moviliza estibas con montacargas', 'Respetando los límites de carga y las rutas peatonales', 'Para abastecer las zonas de alistamiento sin accidentes'],
    funciones: [
      ['Cargar y descargar vehículos con montacargas', 40, 'Con el equipo asignado y certificado', 'Agilizar el cargue de los despachos'],
      ['Ubicar estibas en rack a diferentes alturas', 35, 'Según la posición indicada por el sistema', 'Aprovechar la capacidad de la bodega'],
      ['Inspeccionar el montacargas al iniciar el turno', 15, 'Con la lista de chequeo preoperacional', 'Prevenir accidentes'],
      ['Reportar daños en mercancía o estibas', 10, 'Al coordinador de bodega', 'Gestionar las averías'],
    ],
    indicadores: [['Movimientos por hora', 'Estibas movidas / horas trabajadas', '18'], ['Incidentes con montacargas', 'Número de incidentes en el mes', '0']],
    riesgos: ['Trabajo en alturas', 'Exposición a ruido'],
  },
  {
    cargo: 'Auxiliar de despachos', tipoCargo: 'Operativo', tipo: 3, salario: 0, educacion: 1, horario: 0, fac: 0, dias: 7, tipologia: 0,
    mision: 'Verificar, documentar y cargar los despachos del día garantizando que salgan completos y a tiempo.',
    ubicacion: `${OPS}|Gerencia de Logística|Subgerencia de Distribución|Coordinación de Despachos`,
    proposito: ['Verifica y carga los despachos', 'Con las remisiones y el lector de código de barras', 'Para que cada vehículo salga con la mercancía correcta'],
    funciones: [
      ['Verificar los pedidos alistados contra la remisión', 40, 'Escaneando cada referencia', 'Evitar faltantes y sobrantes'],
      ['Cargar los vehículos según la secuencia de entrega', 35, 'Ubicando primero la última entrega', 'Agilizar las entregas en ruta'],
      ['Elaborar los documentos de despacho', 25, 'En el sistema de la compañía', 'Legalizar la salida de mercancía'],
    ],
    indicadores: [['Despachos sin novedad', '(Despachos sin novedad / despachos) x 100', '98 %'], ['Salida puntual de vehículos', '(Vehículos a tiempo / vehículos) x 100', '95 %']],
    riesgos: ['Manipulación manual de cargas'],
  },
  {
    cargo: 'Auxiliar de calidad', tipoCargo: 'Operativo', tipo: 3, salario: 1950000, educacion: 2, horario: 0, fac: 0, dias: 10, tipologia: 0,
    mision: 'Inspeccionar materias primas, producto en proceso y producto terminado asegurando el cumplimiento de las especificaciones.',
    ubicacion: `${OPS}|Gerencia de Calidad|Subgerencia de Aseguramiento|Coordinación de Laboratorio`,
    proposito: ['Inspecciona y libera producto', 'Con muestreo y análisis de laboratorio', 'Para que solo salga al mercado producto conforme'],
    funciones: [
      ['Tomar muestras y realizar análisis fisicoquímicos', 40, 'Según el plan de muestreo', 'Detectar desviaciones a tiempo'],
      ['Registrar resultados en los formatos de calidad', 25, 'En el sistema de gestión de calidad', 'Mantener la trazabilidad'],
      ['Verificar el cumplimiento de BPM en planta', 25, 'Con recorridos e inspecciones', 'Cumplir la normatividad sanitaria'],
      ['Apoyar las auditorías internas y externas', 10, 'Con los registros al día', 'Conservar las certificaciones'],
    ],
    indicadores: [['Cumplimiento del plan de muestreo', '(Muestras analizadas / programadas) x 100', '100 %'], ['Reclamos por calidad', 'Reclamos de clientes en el mes', 'Menos de 2']],
    riesgos: ['Riesgo biológico'],
  },
  {
    cargo: 'Asesor(a) comercial', tipoCargo: 'Comercial', tipo: 3, salario: 1900000, educacion: 2, horario: 2, fac: 1, dias: 10, tipologia: 0,
    mision: 'Vender el portafolio de la compañía a clientes nuevos y actuales cumpliendo el presupuesto de ventas y recaudo.',
    ubicacion: 'Dirección Comercial|Gerencia de Ventas|Subgerencia Regional|Coordinación de Zona',
    proposito: ['Visita clientes y toma pedidos', 'Con el rutero y la aplicación de pedidos', 'Para cumplir el presupuesto de ventas de la zona'],
    funciones: [
      ['Visitar clientes según el rutero', 40, 'Presentando el portafolio y las promociones', 'Cumplir la meta de ventas'],
      ['Gestionar el recaudo de cartera', 25, 'Con visitas y llamadas de seguimiento', 'Mantener la cartera al día'],
      ['Abrir clientes nuevos', 20, 'Con prospección en la zona asignada', 'Crecer la base de clientes'],
      ['Reportar la gestión diaria', 15, 'En el CRM de la compañía', 'Hacer seguimiento comercial'],
    ],
    indicadores: [['Cumplimiento de ventas', '(Ventas del mes / presupuesto) x 100', '100 %'], ['Recaudo', '(Recaudo / cartera vencida) x 100', '90 %']],
    riesgos: ['Riesgo público'],
  },
  {
    cargo: 'Cajero(a)', tipoCargo: 'Comercial', tipo: 3, salario: 0, educacion: 1, horario: 0, fac: 1, dias: 5, tipologia: 0,
    mision: 'Registrar las ventas y recibir los pagos de los clientes con agilidad, cordialidad y cuadre exacto de caja.',
    ubicacion: 'Dirección Comercial|Gerencia de Tiendas|Subgerencia de Punto de Venta|Coordinación de Cajas',
    proposito: ['Registra ventas y recibe pagos', 'En el punto de venta y con datáfono', 'Para que el cliente salga satisfecho y la caja cuadre'],
    funciones: [
      ['Registrar los productos y recibir los pagos', 55, 'En el sistema POS', 'Atender con agilidad a los clientes'],
      ['Realizar el cuadre de caja al cierre del turno', 20, 'Con arqueo de efectivo y vouchers', 'Evitar faltantes'],
      ['Atender inquietudes y devoluciones', 15, 'Según la política de servicio', 'Fidelizar a los clientes'],
      ['Mantener el área de caja ordenada', 10, 'Con los insumos necesarios', 'Dar una buena imagen'],
    ],
    indicadores: [['Faltantes de caja', 'Valor de faltantes en el mes', '$0'], ['Tiempo promedio de atención', 'Minutos por cliente', 'Menos de 3']],
    riesgos: ['Riesgo público'],
  },
  {
    cargo: 'Auxiliar de obra', tipoCargo: 'Operativo', tipo: 3, salario: 0, educacion: 0, horario: 2, fac: 0, dias: 5, tipologia: 0,
    mision: 'Apoyar las labores de construcción en obra siguiendo las instrucciones del maestro y las normas de seguridad.',
    ubicacion: `${OPS}|Gerencia de Proyectos|Subgerencia de Obra|Coordinación de Residentes`,
    proposito: ['Apoya las actividades de obra', 'Con las herramientas y los elementos de protección', 'Para avanzar la obra según el cronograma'],
    funciones: [
      ['Preparar mezclas y transportar materiales', 45, 'Con carretilla y herramienta menor', 'Abastecer los frentes de trabajo'],
      ['Apoyar la instalación de mampostería y acabados', 35, 'Según las indicaciones del maestro de obra', 'Cumplir el avance programado'],
      ['Mantener limpio el frente de trabajo', 20, 'Retirando escombros al final del día', 'Prevenir accidentes'],
    ],
    indicadores: [['Avance de obra del frente', '(Avance real / avance programado) x 100', '95 %'], ['Uso de EPP', 'Inspecciones con EPP completo / inspecciones', '100 %']],
    riesgos: ['Trabajo en alturas', 'Manipulación manual de cargas'],
  },
  {
    cargo: 'Almacenista', tipoCargo: 'Operativo', tipo: 3, salario: 2200000, educacion: 2, horario: 2, fac: 0, dias: 12, tipologia: 0,
    mision: 'Controlar la entrada, la custodia y la salida de materiales y herramientas del almacén de obra.',
    ubicacion: `${OPS}|Gerencia de Proyectos|Subgerencia de Compras|Coordinación de Almacenes`,
    proposito: ['Controla los materiales de la obra', 'Con kardex y vales de salida', 'Para que la obra no se detenga por falta de materiales'],
    funciones: [
      ['Recibir materiales y verificar remisiones', 30, 'Contra la orden de compra', 'Pagar solo lo recibido'],
      ['Entregar materiales y herramientas con vale', 35, 'Registrando cada salida en el kardex', 'Controlar los consumos'],
      ['Realizar inventarios mensuales', 20, 'Con conteo físico y conciliación', 'Detectar pérdidas'],
      ['Solicitar reposición de materiales', 15, 'Según los mínimos definidos', 'Evitar desabastecimiento'],
    ],
    indicadores: [['Exactitud del kardex', '(Referencias sin diferencia / referencias) x 100', '98 %'], ['Pérdida de herramienta', 'Valor perdido en el mes', '$0']],
    riesgos: ['Manipulación manual de cargas'],
  },
  {
    cargo: 'Auxiliar de enfermería', tipoCargo: 'Asistencial', tipo: 3, salario: 2050000, educacion: 2, horario: 0, fac: 2, dias: 12, tipologia: 0,
    mision: 'Brindar cuidado básico de enfermería a los pacientes con calidez, seguridad y cumplimiento de los protocolos institucionales.',
    ubicacion: 'Dirección Científica|Gerencia de Enfermería|Subgerencia de Hospitalización|Coordinación de Piso',
    proposito: ['Cuida a los pacientes hospitalizados', 'Aplicando los protocolos de enfermería', 'Para su recuperación segura'],
    funciones: [
      ['Administrar medicamentos según la orden médica', 35, 'Verificando los cinco correctos', 'Evitar eventos adversos'],
      ['Tomar y registrar signos vitales', 25, 'En la historia clínica electrónica', 'Detectar cambios en el paciente'],
      ['Asistir al paciente en higiene y alimentación', 25, 'Con trato humanizado', 'Dar bienestar al paciente'],
      ['Entregar y recibir turno', 15, 'Con el formato de entrega de turno', 'Dar continuidad al cuidado'],
    ],
    indicadores: [['Eventos adversos', 'Eventos adversos atribuibles en el mes', '0'], ['Adherencia a protocolos', 'Listas de chequeo cumplidas / aplicadas x 100', '95 %']],
    riesgos: ['Riesgo biológico', 'Trabajo nocturno'],
  },
  {
    cargo: 'Recepcionista', tipoCargo: 'Servicios', tipo: 3, salario: 0, educacion: 2, horario: 2, fac: 2, dias: 6, tipologia: 0,
    mision: 'Atender a los usuarios en la recepción, asignar citas y orientar con amabilidad y oportunidad.',
    ubicacion: 'Dirección Administrativa|Gerencia de Servicio al Usuario|Subgerencia de Admisiones|Coordinación de Recepción',
    proposito: ['Atiende y orienta a los usuarios', 'En la recepción y por teléfono', 'Para una experiencia amable desde la llegada'],
    funciones: [
      ['Recibir y orientar a los usuarios', 40, 'Con el protocolo de bienvenida', 'Reducir tiempos de espera'],
      ['Asignar y confirmar citas', 35, 'En el software de agendamiento', 'Aprovechar la agenda médica'],
      ['Atender el conmutador', 25, 'Transfiriendo llamadas a las áreas', 'Responder a tiempo'],
    ],
    indicadores: [['Satisfacción del usuario', 'Encuestas satisfechas / encuestas x 100', '90 %'], ['Llamadas abandonadas', 'Llamadas abandonadas / recibidas x 100', 'Menor al 5 %']],
    riesgos: ['Riesgo biológico'],
  },
  {
    cargo: 'Auxiliar de facturación', tipoCargo: 'Administrativo', tipo: 1, salario: 1950000, educacion: 2, horario: 2, fac: 2, dias: 10, tipologia: 1,
    mision: 'Facturar los servicios prestados a las EPS y particulares con soportes completos y sin glosas.',
    ubicacion: 'Dirección Financiera|Gerencia de Facturación|Subgerencia de Cuentas Médicas|Coordinación de Facturación',
    proposito: ['Factura los servicios de salud', 'En el sistema de información hospitalaria', 'Para que la clínica reciba el pago oportuno'],
    funciones: [
      ['Liquidar y facturar las atenciones', 45, 'Con las tarifas contratadas de cada EPS', 'Radicar a tiempo'],
      ['Verificar derechos y autorizaciones', 30, 'En las plataformas de las EPS', 'Evitar glosas'],
      ['Organizar los soportes de las cuentas', 25, 'Según la resolución vigente', 'Radicar cuentas completas'],
    ],
    indicadores: [['Glosas', 'Valor glosado / valor facturado x 100', 'Menor al 2 %'], ['Facturación oportuna', 'Facturas en 48 h / facturas x 100', '95 %']],
    riesgos: [],
  },
  {
    cargo: 'Barista', tipoCargo: 'Servicios', tipo: 3, salario: 0, educacion: 1, horario: 0, fac: 1, dias: 5, tipologia: 0,
    mision: 'Preparar bebidas de café de alta calidad y brindar una experiencia memorable a los clientes de la tienda.',
    ubicacion: 'Dirección Comercial|Gerencia de Tiendas|Subgerencia de Operación de Tiendas|Coordinación de Tienda',
    proposito: ['Prepara bebidas de café', 'Con métodos de espresso y filtrados', 'Para que el cliente disfrute un café de origen colombiano'],
    funciones: [
      ['Preparar bebidas calientes y frías', 50, 'Siguiendo las recetas estándar', 'Ofrecer calidad constante'],
      ['Atender y asesorar a los clientes', 25, 'Recomendando orígenes y métodos', 'Aumentar el ticket promedio'],
      ['Calibrar y limpiar la máquina y el molino', 15, 'Al inicio y cierre de cada turno', 'Mantener el sabor del espresso'],
      ['Controlar el inventario de insumos', 10, 'Con el formato diario', 'Evitar agotados'],
    ],
    indicadores: [['Ticket promedio', 'Ventas / número de transacciones', '$18.000'], ['Calificación de servicio', 'Promedio de encuestas', '4,7 de 5']],
    riesgos: [],
  },
  {
    cargo: 'Vigilante', tipoCargo: 'Seguridad', tipo: 3, salario: 0, educacion: 1, horario: 0, fac: 2, dias: 6, tipologia: 0,
    mision: 'Proteger a las personas, las instalaciones y los bienes del puesto asignado con controles de acceso y rondas permanentes.',
    ubicacion: `${OPS}|Gerencia de Seguridad|Subgerencia de Puestos|Coordinación de Supervisores`,
    proposito: ['Controla el acceso y hace rondas', 'Con la minuta y los protocolos del puesto', 'Para prevenir pérdidas e incidentes'],
    funciones: [
      ['Controlar el ingreso de personas y vehículos', 40, 'Verificando documentos y autorizaciones', 'Evitar ingresos no autorizados'],
      ['Realizar rondas de vigilancia', 30, 'Con el sistema de control de rondas', 'Detectar riesgos a tiempo'],
      ['Registrar las novedades en la minuta', 20, 'De forma clara y oportuna', 'Dejar trazabilidad'],
      ['Atender emergencias según el plan', 10, 'Coordinando con la central de monitoreo', 'Proteger la vida de las personas'],
    ],
    indicadores: [['Rondas cumplidas', '(Rondas realizadas / programadas) x 100', '100 %'], ['Novedades sin reporte', 'Novedades no registradas en el mes', '0']],
    riesgos: ['Riesgo público', 'Trabajo nocturno'],
  },
  {
    cargo: 'Supervisor(a) de seguridad', tipoCargo: 'Coordinación', tipo: 2, salario: 2900000, educacion: 3, horario: 0, fac: 2, dias: 15, tipologia: 3,
    mision: 'Coordinar y supervisar a los vigilantes de los puestos asignados asegurando la prestación del servicio contratado.',
    ubicacion: `${OPS}|Gerencia de Seguridad|Subgerencia de Puestos|Coordinación de Supervisores`,
    proposito: ['Supervisa los puestos de vigilancia', 'Con visitas sorpresa y reportes diarios', 'Para cumplir el servicio pactado con el cliente'],
    funciones: [
      ['Visitar y supervisar los puestos', 40, 'Con recorridos diurnos y nocturnos', 'Asegurar la calidad del servicio'],
      ['Programar los turnos del personal', 25, 'En el software de programación', 'Cubrir todos los puestos'],
      ['Capacitar y retroalimentar a los vigilantes', 20, 'Con charlas de cinco minutos', 'Mejorar el desempeño'],
      ['Atender las solicitudes del cliente', 15, 'Con reuniones mensuales', 'Mantener la satisfacción del cliente'],
    ],
    indicadores: [['Puestos cubiertos', '(Puestos cubiertos / puestos contratados) x 100', '100 %'], ['Quejas del cliente', 'Quejas en el mes', '0']],
    riesgos: ['Riesgo público', 'Trabajo nocturno'],
  },
  {
    cargo: 'Auxiliar de servicios generales', tipoCargo: 'Servicios', tipo: 3, salario: 0, educacion: 0, horario: 2, fac: 2, dias: 5, tipologia: 0,
    mision: 'Mantener limpias, ordenadas y desinfectadas las áreas asignadas según los protocolos de aseo.',
    ubicacion: 'Dirección Administrativa|Gerencia Administrativa|Subgerencia de Servicios|Coordinación de Aseo',
    proposito: ['Limpia y desinfecta las áreas', 'Con los insumos y el cronograma de aseo', 'Para espacios limpios y seguros'],
    funciones: [
      ['Realizar el aseo de las áreas asignadas', 60, 'Según el cronograma diario', 'Mantener espacios limpios'],
      ['Desinfectar superficies de alto contacto', 25, 'Con los productos autorizados', 'Prevenir contagios'],
      ['Reportar daños locativos', 15, 'Al coordinador administrativo', 'Gestionar reparaciones a tiempo'],
    ],
    indicadores: [['Cumplimiento del cronograma', '(Actividades realizadas / programadas) x 100', '100 %'], ['Quejas por aseo', 'Quejas en el mes', '0']],
    riesgos: ['Riesgo biológico'],
  },
];

export function plantilla(cargo: string): PlantillaPerfil {
  const p = PLANTILLAS.find((x) => x.cargo === cargo);
  if (!p) throw new Error(`Sin plantilla para ${cargo}`);
  return p;
}
