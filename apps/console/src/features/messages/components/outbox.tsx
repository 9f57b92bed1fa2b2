import { useState } from 'react';
import { formatIraqTime } from '@chapkhana/shared/dates';
import {
  MESSAGE_CHANNELS,
  MESSAGE_STATES,
  type MessageChannel,
  type MessageState,
  type OutboxMessage,
} from '@chapkhana/shared/messages';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { DataTable } from '@/components/ui/data-table';
import { inputClass } from '@/components/ui/field';
import { LtrText } from '@/components/ui/ltr-text';
import { Pager } from '@/components/ui/pager';
import { PhoneLink } from '@/components/ui/phone-link';
import { QueryState } from '@/components/ui/query-state';
import { SearchBox } from '@/components/ui/search-box';
import { SubLine } from '@/components/ui/sub-line';
import { useGetMessagesQuery, type OutboxSide } from '@/features/messages/api/get-messages';

const STATE_CLASS: Record<MessageState, string> = {
  queued: 'bg-slate-100 text-slate-700',
  sent: 'bg-sky-100 text-sky-800',
  delivered: 'bg-emerald-100 text-emerald-800',
  read: 'bg-emerald-200 text-emerald-900',
  failed: 'bg-red-100 text-red-800',
};

/** The kinds the console names; another kind is shown as it is stored. */
const KNOWN_KINDS = new Set([
  'sign-in-code',
  'order-new',
  'proof-ready',
  'order-confirmed',
  'order-shipped',
  'out-for-delivery',
  'order-delivered',
  'order-cancelled',
]);

function StateBadge({ state }: { state: MessageState }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[state]}`}>
      {t(`messages.state.${state}`)}
    </span>
  );
}

/**
 * The outbox of WhatsApp and SMS messages: an admin's every message, a seller's own; each with
 * its channel, its state from the delivery reports, when, and why it failed.
 */
export function Outbox({ side }: { side: OutboxSide }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [state, setState] = useState<MessageState | ''>('');
  const [channel, setChannel] = useState<MessageChannel | ''>('');
  const query = useGetMessagesQuery({
    side,
    page,
    perPage: 20,
    search,
    ...(state ? { state } : {}),
    ...(channel ? { channel } : {}),
  });
  const { data } = query;
  const kindText = (kind: string) =>
    KNOWN_KINDS.has(kind) ? t(`messages.kind.${kind}` as 'messages.kind.order-new') : kind;
  return (
    <>
      <p className="mb-4 max-w-2xl text-sm text-slate-600">{t('messages.intro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label={t('messages.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <label className="mb-4 flex flex-col gap-1 text-sm">
          {t('messages.stateFilter')}
          <select
            className={inputClass}
            value={state}
            onChange={(event) => {
              setState(event.target.value as MessageState | '');
              setPage(1);
            }}
          >
            <option value="">{t('messages.all')}</option>
            {MESSAGE_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`messages.state.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="mb-4 flex flex-col gap-1 text-sm">
          {t('messages.channelFilter')}
          <select
            className={inputClass}
            value={channel}
            onChange={(event) => {
              setChannel(event.target.value as MessageChannel | '');
              setPage(1);
            }}
          >
            <option value="">{t('messages.all')}</option>
            {MESSAGE_CHANNELS.map((value) => (
              <option key={value} value={value}>
                {t(`messages.channel.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState
        isLoading={query.isLoading}
        isError={query.isError}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
      {data && data.items.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-sm text-slate-600" data-testid="outbox-empty">
          {search || state || channel ? t('messages.noneMatch') : t('messages.none')}
        </p>
      ) : null}
      {data && data.items.length > 0 ? (
        <DataTable<OutboxMessage>
          rows={data.items}
          rowKey={(message) => message.id}
          rowTestId={(message) => `outbox-${message.id}`}
          columns={[
            {
              header: t('messages.time'),
              className: 'whitespace-nowrap',
              cell: (message) => <LtrText>{formatIraqTime(message.createdAt)}</LtrText>,
            },
            {
              header: t('messages.recipient'),
              cell: (message) => <PhoneLink phone={message.phone} />,
            },
            {
              header: t('messages.what'),
              cell: (message) => (
                <>
                  <span className="block">{kindText(message.kind)}</span>
                  <SubLine>
                    {t(`messages.channel.${message.channel}`)}
                    {message.fallbackOf ? ` · ${t('messages.fallback')}` : ''}
                  </SubLine>
                </>
              ),
            },
            {
              header: t('messages.stateColumn'),
              cell: (message) => (
                <>
                  <StateBadge state={message.state} />
                  <SubLine>
                    <LtrText>{formatIraqTime(message.stateAt)}</LtrText>
                  </SubLine>
                </>
              ),
            },
            {
              header: t('messages.reason'),
              cell: (message) =>
                message.failureReason ? (
                  // The provider's own words (English): a sentence that may wrap, kept left to right.
                  <bdi dir="ltr" className="block text-xs break-words text-red-800">
                    {message.failureReason}
                  </bdi>
                ) : (
                  <span className="text-slate-400">—</span>
                ),
            },
          ]}
        />
      ) : null}
      {data && data.total > 0 ? (
        <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} />
      ) : null}
    </>
  );
}
