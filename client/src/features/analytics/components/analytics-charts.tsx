import type { AnalyticsResponse } from '@common/contracts/analytics'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { filingsByArea, filingsByWeek, funnel } from '../lib/analytics-tables'
import { ChartCard } from './chart-card'

const COLORS = ['#2563eb', '#dc2626', '#ea580c', '#16a34a', '#7c3aed', '#0891b2', '#64748b']

function StepBars({ data }: { data: { step: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ left: 24 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="step" width={120} />
        <Tooltip />
        <Bar dataKey="count" name="Count" fill={COLORS[0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  )
}

const sampleNote = (sample: number) =>
  sample > 0 ? ` Of these, ${sample.toLocaleString('en-US')} are generated sample records.` : ''

/** The dashboard's figures, each a chart with its table view (0034). */
export function AnalyticsCharts({ data }: { data: AnalyticsResponse }) {
  const weekly = filingsByWeek(data.filings)
  const areas = filingsByArea(data.filings)
  const stages = funnel([
    ['Filed', data.stageFunnel.filed],
    ['Sale scheduled', data.stageFunnel.saleScheduled],
    ['Sold', data.stageFunnel.sold],
    ['Cancelled', data.stageFunnel.cancelled],
  ])
  const pipeline = funnel([
    ['New', data.pipelineFunnel.new],
    ['Contacted', data.pipelineFunnel.contacted],
    ['Under contract', data.pipelineFunnel.underContract],
    ['Won', data.pipelineFunnel.won],
    ['Dead', data.pipelineFunnel.dead],
  ])
  const outreach = funnel([
    ['E-mails sent', data.outreach.emailsSent],
    ['Social messages sent', data.outreach.socialSent],
    ['Replied', data.outreach.replied],
    ['Unsubscribed', data.outreach.unsubscribed],
  ])
  const trace = data.skipTrace
  const traces = funnel([
    ['Defendants traced', trace.traced],
    ['Matched', trace.matched],
    ['Answers bought', trace.purchases],
    ['Allowance spent', trace.allowanceSpent],
  ])
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ChartCard
        title="Filings by week"
        description={`${data.filings.total.toLocaleString('en-US')} filings by filing type.${sampleNote(data.filings.sample)}`}
        table={weekly.table}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={weekly.data}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="week" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            {weekly.types.map((type, index) => (
              <Bar
                key={type}
                dataKey={type}
                stackId="types"
                fill={COLORS[index % COLORS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title={areas.title}
        description={`Filings in the range's ${areas.title.toLowerCase()} (the table gives them week by week).${data.filings.areaKind === 'state' ? ' Choose a state to see its busiest ZIP codes.' : ''}`}
        table={areas.table}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={areas.data}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="area" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="count" name="Filings" fill={COLORS[1]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Case stages"
        description={`How far the range's cases went, by their stage today.${sampleNote(data.stageFunnel.sample)}`}
        table={stages.table}
      >
        <StepBars data={stages.data} />
      </ChartCard>
      <ChartCard
        title="Your pipeline"
        description={`Your leads kept in the range, by how far they went.${sampleNote(data.pipelineFunnel.sample)}`}
        table={pipeline.table}
      >
        <StepBars data={pipeline.data} />
      </ChartCard>
      <ChartCard
        title="Outreach"
        description="Replied: messages of the range you marked as replied in your outreach history (replies reach your own inbox, which is not read)."
        table={outreach.table}
      >
        <StepBars data={outreach.data} />
      </ChartCard>
      <ChartCard
        title="Skip tracing"
        description={`Hit rate ${trace.hitRate === null ? 'n/a' : `${Math.round(trace.hitRate * 100)}%`}; ${trace.allowanceSpent} traces of your monthly allowance spent.${trace.simulatedPurchases > 0 ? ` ${trace.simulatedPurchases} answers came from the simulator (simulated data).` : ''}`}
        table={traces.table}
      >
        <StepBars data={traces.data} />
      </ChartCard>
    </div>
  )
}
