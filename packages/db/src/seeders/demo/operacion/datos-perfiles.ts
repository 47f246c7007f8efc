/** Profile templates of the demo positions: mission, responsibilities (percentages add to 100), indicators. */
import { PLANTILLAS_SERVICIOS } from './datos-perfiles-servicios';

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

const PLANTILLAS_OPERATIVAS: readonly PlantillaPerfil[] = [
  {
    cargo: 'Auxiliar de bodega',
    tipoCargo: 'Operativo',
    tipo: 3,
    salario: 0,
    educacion: 1,
    horario: 0,
    fac: 0,
    dias: 8,
    tipologia: 0,
    mision:
      'Recibir, almacenar y despachar la mercancía del centro de distribución garantizando exactitud de inventarios y cumplimiento de los tiempos de entrega.',
    ubicacion: `${OPS}|Gerencia de Logística|Subgerencia de Centro de Distribución|Coordinación de Bodega`,
    proposito: [
      'Alista y despacha pedidos',
      'Con lector de código de barras y según las órdenes del WMS',
      'Para que los clientes reciban sus pedidos completos y a tiempo',
    ],
    funciones: [
      [
        'Recibir y verificar la mercancía contra la orden de compra',
        30,
        'Contando unidades y revisando el estado del empaque',
        'Evitar diferencias de inventario',
      ],
      [
        'Ubicar la mercancía en las posiciones asignadas',
        25,
        'Siguiendo el plano de la bodega y las reglas FIFO',
        'Mantener el orden y la rotación del producto',
      ],
      [
        'Alistar y empacar los pedidos',
        35,
        'Con picking por radiofrecuencia',
        'Cumplir los tiempos de despacho',
      ],
      [
        'Participar en los conteos cíclicos',
        10,
        'Según el cronograma de inventarios',
        'Asegurar la exactitud del inventario',
      ],
    ],
    indicadores: [
      ['Exactitud de inventario', '(Unidades correctas / unidades contadas) x 100', '98 %'],
      ['Pedidos alistados a tiempo', '(Pedidos a tiempo / pedidos alistados) x 100', '95 %'],
    ],
    riesgos: ['Manipulación manual de cargas', 'Exposición a ruido'],
  },
  {
    cargo: 'Mercaderista',
    tipoCargo: 'Comercial',
    tipo: 3,
    salario: 1850000,
    educacion: 1,
    horario: 2,
    fac: 1,
    dias: 7,
    tipologia: 0,
    mision:
      'Garantizar la exhibición, el surtido y la rotación de los productos de la marca en los puntos de venta asignados.',
    ubicacion:
      'Dirección Comercial|Gerencia de Trade Marketing|Subgerencia de Canal Moderno|Coordinación de Mercaderistas',
    proposito: [
      'Surte y exhibe producto en supermercados',
      'Según la ruta diaria y el planograma de la marca',
      'Para aumentar la venta y la visibilidad de la marca',
    ],
    funciones: [
      [
        'Surtir y exhibir el producto según el planograma',
        45,
        'Rotando por fecha de vencimiento',
        'Evitar agotados y vencidos en góndola',
      ],
      [
        'Reportar novedades de precios, agotados y competencia',
        20,
        'Con la aplicación móvil de la ruta',
        'Tomar decisiones comerciales a tiempo',
      ],
      [
        'Cumplir la ruta de visitas asignada',
        25,
        'Registrando llegada y salida con GPS',
        'Atender todos los puntos de venta',
      ],
      [
        'Mantener buena relación con el personal del almacén',
        10,
        'Con comunicación cordial y oportuna',
        'Conseguir mejores espacios de exhibición',
      ],
    ],
    indicadores: [
      ['Cumplimiento de ruta', '(Visitas realizadas / visitas programadas) x 100', '100 %'],
      ['Agotados en góndola', '(Referencias agotadas / referencias del surtido) x 100', 'Menor al 3 %'],
    ],
    riesgos: ['Riesgo público', 'Manipulación manual de cargas'],
  },
  {
    cargo: 'Conductor(a)',
    tipoCargo: 'Operativo',
    tipo: 3,
    salario: 2300000,
    educacion: 1,
    horario: 0,
    fac: 0,
    dias: 10,
    tipologia: 0,
    mision:
      'Transportar y entregar la mercancía a los clientes de forma segura, oportuna y con la documentación completa.',
    ubicacion: `${OPS}|Gerencia de Logística|Subgerencia de Transporte|Coordinación de Flota`,
    proposito: [
      'Conduce el vehículo de reparto',
      'Cumpliendo las normas de tránsito y la ruta asignada',
      'Para entregar los pedidos a tiempo y sin averías',
    ],
    funciones: [
      [
        'Conducir el vehículo asignado en la ruta de entregas',
        50,
        'Respetando el plan estratégico de seguridad vial',
        'Entregar los pedidos sin accidentes',
      ],
      [
        'Entregar la mercancía y recoger los soportes firmados',
        25,
        'Verificando cantidades con el cliente',
        'Legalizar las entregas',
      ],
      [
        'Realizar la inspección preoperacional del vehículo',
        15,
        'Diligenciando la lista de chequeo diaria',
        'Prevenir fallas mecánicas',
      ],
      [
        'Reportar novedades de la ruta',
        10,
        'Por radio o celular al coordinador',
        'Reprogramar entregas fallidas',
      ],
    ],
    indicadores: [
      ['Entregas efectivas', '(Entregas efectivas / entregas programadas) x 100', '97 %'],
      ['Accidentalidad', 'Número de incidentes viales en el mes', '0'],
    ],
    riesgos: ['Riesgo público', 'Trabajo nocturno'],
  },
  {
    cargo: 'Operario(a) de producción',
    tipoCargo: 'Operativo',
    tipo: 3,
    salario: 0,
    educacion: 1,
    horario: 0,
    fac: 0,
    dias: 6,
    tipologia: 0,
    mision:
      'Operar las máquinas de la línea de producción cumpliendo los estándares de calidad, seguridad y productividad.',
    ubicacion: `${OPS}|Gerencia de Planta|Subgerencia de Producción|Coordinación de Línea`,
    proposito: [
      'Opera la línea de producción',
      'Siguiendo las instrucciones de trabajo y las BPM',
      'Para cumplir el plan de producción con calidad',
    ],
    funciones: [
      [
        'Alimentar y operar la máquina asignada',
        50,
        'Según la orden de producción del turno',
        'Cumplir el plan de producción',
      ],
      [
        'Verificar la calidad del producto en proceso',
        20,
        'Con los formatos de control de calidad',
        'Evitar reprocesos y devoluciones',
      ],
      [
        'Mantener limpio y ordenado el puesto de trabajo',
        15,
        'Aplicando la metodología 5S',
        'Prevenir accidentes y contaminación',
      ],
      [
        'Reportar fallas de la máquina',
        15,
        'Al líder de línea y a mantenimiento',
        'Reducir los tiempos de parada',
      ],
    ],
    indicadores: [
      ['Productividad de la línea', 'Unidades producidas / unidades programadas x 100', '95 %'],
      ['Producto no conforme', '(Unidades rechazadas / unidades producidas) x 100', 'Menor al 2 %'],
    ],
    riesgos: ['Exposición a ruido', 'Trabajo nocturno', 'Manipulación manual de cargas'],
  },
  {
    cargo: 'Operario(a) de confección',
    tipoCargo: 'Operativo',
    tipo: 3,
    salario: 0,
    educacion: 1,
    horario: 2,
    fac: 0,
    dias: 8,
    tipologia: 0,
    mision:
      'Confeccionar prendas en máquina plana, fileteadora o collarín cumpliendo las especificaciones de la ficha técnica.',
    ubicacion: `${OPS}|Gerencia de Planta|Subgerencia de Confección|Coordinación de Módulos`,
    proposito: [
      'Cose operaciones de la prenda',
      'Con la máquina asignada y según la ficha técnica',
      'Para entregar las prendas con la calidad pactada',
    ],
    funciones: [
      [
        'Realizar las operaciones de costura asignadas',
        60,
        'En máquina plana, fileteadora o collarín',
        'Cumplir la meta del módulo',
      ],
      [
        'Revisar la calidad de la costura',
        20,
        'Contra la muestra física y la ficha técnica',
        'Evitar segundas y reprocesos',
      ],
      [
        'Cuidar la máquina y los insumos',
        10,
        'Con limpieza y lubricación diaria',
        'Alargar la vida útil del equipo',
      ],
      ['Apoyar otras operaciones del módulo', 10, 'Según la necesidad del supervisor', 'Balancear la línea'],
    ],
    indicadores: [
      ['Eficiencia individual', '(Minutos producidos / minutos laborados) x 100', '85 %'],
      ['Prendas de segunda', '(Prendas de segunda / prendas producidas) x 100', 'Menor al 1 %'],
    ],
    riesgos: ['Exposición a ruido'],
  },
  {
    cargo: 'Analista contable',
    tipoCargo: 'Administrativo',
    tipo: 1,
    salario: 3800000,
    educacion: 4,
    horario: 2,
    fac: 1,
    dias: 15,
    tipologia: 1,
    mision:
      'Registrar, conciliar y analizar la información contable de la compañía garantizando estados financieros confiables y oportunos.',
    ubicacion: 'Dirección Financiera|Gerencia de Contabilidad|Subgerencia de Impuestos|Coordinación Contable',
    proposito: [
      'Registra y concilia la información contable',
      'Con el ERP y las normas NIIF',
      'Para que la gerencia tome decisiones con cifras confiables',
    ],
    funciones: [
      [
        'Realizar las conciliaciones bancarias y de cartera',
        30,
        'En el ERP y en Excel',
        'Detectar diferencias a tiempo',
      ],
      [
        'Causar facturas de proveedores y gastos',
        30,
        'Aplicando retenciones e impuestos vigentes',
        'Cumplir las obligaciones tributarias',
      ],
      [
        'Preparar informes para el cierre mensual',
        25,
        'Con tablas dinámicas y formatos de la compañía',
        'Cerrar el mes en los primeros cinco días hábiles',
      ],
      [
        'Atender requerimientos de revisoría fiscal',
        15,
        'Con soportes completos y organizados',
        'Evitar hallazgos de auditoría',
      ],
    ],
    indicadores: [
      ['Oportunidad del cierre', 'Días hábiles para el cierre mensual', '5 días'],
      ['Partidas conciliatorias sin depurar', 'Número de partidas con más de 30 días', '0'],
    ],
    riesgos: [],
  },
  {
    cargo: 'Montacarguista',
    tipoCargo: 'Operativo',
    tipo: 3,
    salario: 2100000,
    educacion: 1,
    horario: 0,
    fac: 0,
    dias: 10,
    tipologia: 0,
    mision: 'Movilizar y ubicar estibas con montacargas en la bodega de forma segura y eficiente.',
    ubicacion: `${OPS}|Gerencia de Logística|Subgerencia de Centro de Distribución|Coordinación de Almacenamiento`,
    proposito: [
      'Moviliza estibas con montacargas',
      'Respetando los límites de carga y las rutas peatonales',
      'Para abastecer las zonas de alistamiento sin accidentes',
    ],
    funciones: [
      [
        'Cargar y descargar vehículos con montacargas',
        40,
        'Con el equipo asignado y certificado',
        'Agilizar el cargue de los despachos',
      ],
      [
        'Ubicar estibas en rack a diferentes alturas',
        35,
        'Según la posición indicada por el sistema',
        'Aprovechar la capacidad de la bodega',
      ],
      [
        'Inspeccionar el montacargas al iniciar el turno',
        15,
        'Con la lista de chequeo preoperacional',
        'Prevenir accidentes',
      ],
      ['Reportar daños en mercancía o estibas', 10, 'Al coordinador de bodega', 'Gestionar las averías'],
    ],
    indicadores: [
      ['Movimientos por hora', 'Estibas movidas / horas trabajadas', '18'],
      ['Incidentes con montacargas', 'Número de incidentes en el mes', '0'],
    ],
    riesgos: ['Trabajo en alturas', 'Exposición a ruido'],
  },
  {
    cargo: 'Auxiliar de despachos',
    tipoCargo: 'Operativo',
    tipo: 3,
    salario: 0,
    educacion: 1,
    horario: 0,
    fac: 0,
    dias: 7,
    tipologia: 0,
    mision:
      'Verificar, documentar y cargar los despachos del día garantizando que salgan completos y a tiempo.',
    ubicacion: `${OPS}|Gerencia de Logística|Subgerencia de Distribución|Coordinación de Despachos`,
    proposito: [
      'Verifica y carga los despachos',
      'Con las remisiones y el lector de código de barras',
      'Para que cada vehículo salga con la mercancía correcta',
    ],
    funciones: [
      [
        'Verificar los pedidos alistados contra la remisión',
        40,
        'Escaneando cada referencia',
        'Evitar faltantes y sobrantes',
      ],
      [
        'Cargar los vehículos según la secuencia de entrega',
        35,
        'Ubicando primero la última entrega',
        'Agilizar las entregas en ruta',
      ],
      [
        'Elaborar los documentos de despacho',
        25,
        'En el sistema de la compañía',
        'Legalizar la salida de mercancía',
      ],
    ],
    indicadores: [
      ['Despachos sin novedad', '(Despachos sin novedad / despachos) x 100', '98 %'],
      ['Salida puntual de vehículos', '(Vehículos a tiempo / vehículos) x 100', '95 %'],
    ],
    riesgos: ['Manipulación manual de cargas'],
  },
  {
    cargo: 'Auxiliar de calidad',
    tipoCargo: 'Operativo',
    tipo: 3,
    salario: 1950000,
    educacion: 2,
    horario: 0,
    fac: 0,
    dias: 10,
    tipologia: 0,
    mision:
      'Inspeccionar materias primas, producto en proceso y producto terminado asegurando el cumplimiento de las especificaciones.',
    ubicacion: `${OPS}|Gerencia de Calidad|Subgerencia de Aseguramiento|Coordinación de Laboratorio`,
    proposito: [
      'Inspecciona y libera producto',
      'Con muestreo y análisis de laboratorio',
      'Para que solo salga al mercado producto conforme',
    ],
    funciones: [
      [
        'Tomar muestras y realizar análisis fisicoquímicos',
        40,
        'Según el plan de muestreo',
        'Detectar desviaciones a tiempo',
      ],
      [
        'Registrar resultados en los formatos de calidad',
        25,
        'En el sistema de gestión de calidad',
        'Mantener la trazabilidad',
      ],
      [
        'Verificar el cumplimiento de BPM en planta',
        25,
        'Con recorridos e inspecciones',
        'Cumplir la normatividad sanitaria',
      ],
      [
        'Apoyar las auditorías internas y externas',
        10,
        'Con los registros al día',
        'Conservar las certificaciones',
      ],
    ],
    indicadores: [
      ['Cumplimiento del plan de muestreo', '(Muestras analizadas / programadas) x 100', '100 %'],
      ['Reclamos por calidad', 'Reclamos de clientes en el mes', 'Menos de 2'],
    ],
    riesgos: ['Riesgo biológico'],
  },
];

export const PLANTILLAS: readonly PlantillaPerfil[] = [...PLANTILLAS_OPERATIVAS, ...PLANTILLAS_SERVICIOS];

export function plantilla(cargo: string): PlantillaPerfil {
  const p = PLANTILLAS.find((x) => x.cargo === cargo);
  if (!p) throw new Error(`Sin plantilla para ${cargo}`);
  return p;
}
