-- Demo data: the four featured courses (spec: two premium, rating 4.5, '4 weeks').
-- Pictures come only from this project: each cover is in the public bucket 'course-covers'
-- (supabase/seed-media/course-covers, at 320 and 640 px wide: '<slug>.<width>w.webp'), and the
-- instructors' and tutors' avatars are left null so the app draws its own (no third-party host).
-- Idempotent: safe to run on every start. The demo accounts are created by the backend's
-- `seed` command (it hashes their passwords); see apps/backend/README.md.

insert into public.courses
  (slug, title_en, title_ar, description_en, description_ar, thumbnail_url,
   instructor_name, instructor_avatar_url, difficulty, duration, is_premium, rating,
   subject, level, cover_path, is_published)
values
  ('english-for-beginners',
   'English for Beginners', 'الإنجليزية للمبتدئين',
   'Start speaking English with confidence: everyday vocabulary, simple grammar and clear pronunciation.',
   'ابدأ التحدث بالإنجليزية بثقة: مفردات يومية وقواعد بسيطة ونطق واضح.',
   null,
   'Sarah Ahmed', null,
   'beginner', '4 weeks', false, 4.5,
   'english', 'A1', 'english-for-beginners.640w.webp', true),
  ('business-english',
   'Business English', 'الإنجليزية للأعمال',
   'Meetings, e-mails and presentations: the English you need at work.',
   'الاجتماعات والرسائل والعروض التقديمية: الإنجليزية التي تحتاجها في العمل.',
   null,
   'Omar Hassan', null,
   'intermediate', '4 weeks', true, 4.5,
   'english', 'B1', 'business-english.640w.webp', true),
  ('english-grammar-mastery',
   'English Grammar Mastery', 'إتقان قواعد اللغة الإنجليزية',
   'Tenses, conditionals and reported speech, practised until they feel natural.',
   'الأزمنة والجمل الشرطية والكلام المنقول، بالتدريب حتى تصبح طبيعية.',
   null,
   'Mona Khalil', null,
   'advanced', '4 weeks', true, 4.5,
   'english', 'C1', 'english-grammar-mastery.640w.webp', true),
  ('conversational-english',
   'Conversational English', 'المحادثة باللغة الإنجليزية',
   'Real conversations on everyday topics to build fluency and listening skills.',
   'محادثات حقيقية في موضوعات يومية لبناء الطلاقة ومهارات الاستماع.',
   null,
   'Youssef Nabil', null,
   'intermediate', '4 weeks', false, 4.5,
   'english', 'B1', 'conversational-english.640w.webp', true)
on conflict (slug) do nothing;

-- Live classes: four tutors and their slots over the next 14 days. Times are whole hours in
-- Cairo counted from today's date, so re-running the seed (every start) adds only the days that
-- are new and the schedule never goes stale; slots already in the past are simply not listed.
insert into public.tutors (id, name, bio_en, bio_ar, avatar_url, subjects)
values
  ('7a000000-0000-4000-8000-000000000001', 'Sarah Ahmed',
   'CELTA-certified tutor who helps beginners speak with confidence about everyday life.',
   'مدرّسة حاصلة على شهادة CELTA تساعد المبتدئين على التحدث بثقة عن الحياة اليومية.',
   null, '{conversation,grammar}'),
  ('7a000000-0000-4000-8000-000000000002', 'Omar Hassan',
   'Former IELTS examiner; focuses on exam strategy and business communication.',
   'ممتحن سابق في IELTS؛ يركّز على استراتيجيات الامتحان والتواصل في العمل.',
   null, '{ielts,business}'),
  ('7a000000-0000-4000-8000-000000000003', 'Mona Khalil',
   'Grammar specialist who turns confusing rules into simple patterns.',
   'متخصصة في القواعد تحوّل القواعد المربكة إلى أنماط بسيطة.',
   null, '{grammar,ielts}'),
  ('7a000000-0000-4000-8000-000000000004', 'Youssef Nabil',
   'Runs lively small-group conversation and business English sessions.',
   'يقدّم جلسات محادثة حيوية في مجموعات صغيرة وجلسات الإنجليزية للأعمال.',
   null, '{conversation,business}')
on conflict (id) do nothing;

insert into public.tutoring_slots
  (tutor_id, subject_id, starts_at, duration_minutes, capacity, is_premium_priority)
select
  plan.tutor_id::uuid,
  plan.subject_id,
  ((now() at time zone 'Africa/Cairo')::date + day_offset + plan.hour_of_day * interval '1 hour')
    at time zone 'Africa/Cairo',
  plan.duration_minutes,
  plan.capacity,
  plan.is_premium_priority
from generate_series(1, 14) as day_offset
cross join (values
  ('7a000000-0000-4000-8000-000000000001', 'conversation', 18, 45, 1, false, 1),
  ('7a000000-0000-4000-8000-000000000004', 'conversation', 20, 60, 6, false, 0),
  ('7a000000-0000-4000-8000-000000000003', 'grammar', 16, 45, 1, false, 1),
  ('7a000000-0000-4000-8000-000000000001', 'grammar', 19, 60, 5, true, 0),
  ('7a000000-0000-4000-8000-000000000002', 'ielts', 17, 60, 1, true, 1),
  ('7a000000-0000-4000-8000-000000000003', 'ielts', 11, 90, 8, false, 0),
  ('7a000000-0000-4000-8000-000000000002', 'business', 20, 45, 1, false, 0),
  ('7a000000-0000-4000-8000-000000000004', 'business', 19, 60, 6, true, 1)
) as plan (tutor_id, subject_id, hour_of_day, duration_minutes, capacity, is_premium_priority,
           parity)
where day_offset % 2 = plan.parity
on conflict (tutor_id, starts_at) do nothing;

-- Homework: two assignments per featured course, due a few days from the first seed (later
-- runs keep them as they are). Learners see them once they are enrolled in the course.
insert into public.homework_assignments
  (id, course_id, title_en, title_ar, instructions_en, instructions_ar, due_at, max_score)
select plan.id::uuid, c.id, plan.title_en, plan.title_ar, plan.instructions_en,
       plan.instructions_ar, now() + plan.due_in, plan.max_score
from (values
  ('4b000000-0000-4000-8000-000000000001', 'english-for-beginners',
   'Introduce yourself', 'عرّف بنفسك',
   'Write 5 to 7 sentences about yourself: your name, your city, your family and one thing you enjoy doing on Friday. Use the present simple.',
   'اكتب من ٥ إلى ٧ جمل عن نفسك: اسمك ومدينتك وعائلتك وشيئًا واحدًا تحب أن تفعله يوم الجمعة. استخدم المضارع البسيط.',
   interval '3 days', 10),
  ('4b000000-0000-4000-8000-000000000002', 'english-for-beginners',
   'At the market', 'في السوق',
   'Write a short dialogue (6 lines) between you and a seller at a vegetable market in Cairo. Ask for prices and use "How much is…?" and "I would like…".',
   'اكتب حوارًا قصيرًا (٦ أسطر) بينك وبين بائع في سوق خضار في القاهرة. اسأل عن الأسعار واستخدم "How much is…?" و"I would like…".',
   interval '7 days', 10),
  ('4b000000-0000-4000-8000-000000000003', 'business-english',
   'Reply to a client e-mail', 'الرد على بريد إلكتروني من عميل',
   'A client in Alexandria writes that their order is two days late. Write a polite reply of 80 to 120 words: apologise, explain the delay and offer a new delivery date.',
   'كتب عميل في الإسكندرية أن طلبه متأخر يومين. اكتب ردًا مهذبًا من ٨٠ إلى ١٢٠ كلمة: اعتذر واشرح سبب التأخير واقترح موعد تسليم جديدًا.',
   interval '4 days', 20),
  ('4b000000-0000-4000-8000-000000000004', 'business-english',
   'Open a meeting', 'افتتاح اجتماع',
   'Write what you would say to open a team meeting: welcome everyone, state the goal of the meeting and list three points on the agenda.',
   'اكتب ما ستقوله لافتتاح اجتماع فريق: رحّب بالجميع واذكر هدف الاجتماع وثلاث نقاط في جدول الأعمال.',
   interval '10 days', 20),
  ('4b000000-0000-4000-8000-000000000005', 'english-grammar-mastery',
   'Second conditional', 'الجملة الشرطية الثانية',
   'Complete five sentences that start with "If I won a trip abroad, …" and "If I were the minister of education, …". Check the verb form in both halves.',
   'أكمل خمس جمل تبدأ بـ "If I won a trip abroad, …" و"If I were the minister of education, …". راجع صيغة الفعل في شطري الجملة.',
   interval '5 days', 10),
  ('4b000000-0000-4000-8000-000000000006', 'english-grammar-mastery',
   'Reported speech', 'الكلام المنقول',
   'Rewrite these in reported speech: "I am studying for the exam." / "We will visit Luxor next week." / "Did you finish your homework?"',
   'أعد كتابة هذه الجمل بالكلام المنقول: "I am studying for the exam." / "We will visit Luxor next week." / "Did you finish your homework?"',
   interval '9 days', 10),
  ('4b000000-0000-4000-8000-000000000007', 'conversational-english',
   'Describe your weekend', 'صف عطلة نهاية الأسبوع',
   'Write what you did last weekend as you would tell a friend: where you went, who you met and what you ate. Use the past simple and at least two time words (then, after that, finally).',
   'اكتب ما فعلته في عطلة نهاية الأسبوع الماضية كما تحكيه لصديق: أين ذهبت ومن قابلت وماذا أكلت. استخدم الماضي البسيط وكلمتين على الأقل للترتيب الزمني (then وafter that وfinally).',
   interval '2 days', 10),
  ('4b000000-0000-4000-8000-000000000008', 'conversational-english',
   'Giving directions', 'وصف الطريق',
   'A tourist asks you how to get from Tahrir Square to the Egyptian Museum. Write your answer in 4 to 6 sentences using "go straight", "turn left/right" and "it is next to…".',
   'يسألك سائح كيف يصل من ميدان التحرير إلى المتحف المصري. اكتب إجابتك في ٤ إلى ٦ جمل مستخدمًا "go straight" و"turn left/right" و"it is next to…".',
   interval '6 days', 10)
) as plan (id, slug, title_en, title_ar, instructions_en, instructions_ar, due_in, max_score)
join public.courses as c on c.slug = plan.slug
on conflict do nothing;

-- Course content (issue 17): every featured course has two chapters of two or three lessons.
-- Videos: the four short clips under supabase/seed-media/course-media (duration_seconds = 9,
-- the clips' length). Premium courses open their first lesson as a free preview. Fixed ids keep
-- the seed idempotent; learners' progress in a course is recomputed when its lessons change.
insert into public.course_chapters (id, course_id, position, title_en, title_ar)
select plan.id::uuid, c.id, plan.position, plan.title_en, plan.title_ar
from (values
  ('4c000000-0000-4000-8000-000000000001', 'english-for-beginners', 1,
   'Hello and goodbye', 'التحية والوداع'),
  ('4c000000-0000-4000-8000-000000000002', 'english-for-beginners', 2,
   'Numbers and prices', 'الأرقام والأسعار'),
  ('4c000000-0000-4000-8000-000000000003', 'business-english', 1,
   'Meetings', 'الاجتماعات'),
  ('4c000000-0000-4000-8000-000000000004', 'business-english', 2,
   'Professional e-mails', 'الرسائل المهنية'),
  ('4c000000-0000-4000-8000-000000000005', 'english-grammar-mastery', 1,
   'Conditionals', 'الجمل الشرطية'),
  ('4c000000-0000-4000-8000-000000000006', 'english-grammar-mastery', 2,
   'Reported speech', 'الكلام المنقول'),
  ('4c000000-0000-4000-8000-000000000007', 'conversational-english', 1,
   'At a restaurant', 'في المطعم'),
  ('4c000000-0000-4000-8000-000000000008', 'conversational-english', 2,
   'Small talk', 'الحديث الودي القصير')
) as plan (id, slug, position, title_en, title_ar)
join public.courses as c on c.slug = plan.slug
on conflict do nothing;

insert into public.lessons
  (id, course_id, chapter_id, position, slug, kind, title_en, title_ar, duration_seconds,
   is_free_preview)
select plan.id::uuid, c.id, plan.chapter_id::uuid, plan.position, plan.lesson_slug, plan.kind,
       plan.title_en, plan.title_ar, plan.duration_seconds, plan.is_free_preview
from (values
  ('4d000000-0000-4000-8000-000000000001', 'english-for-beginners',
   '4c000000-0000-4000-8000-000000000001', 1, 'greetings', 'video',
   'Greetings', 'التحيات', 9, false),
  ('4d000000-0000-4000-8000-000000000002', 'english-for-beginners',
   '4c000000-0000-4000-8000-000000000001', 2, 'introducing-yourself', 'reading',
   'Introducing yourself', 'التعريف بنفسك', 180, false),
  ('4d000000-0000-4000-8000-000000000003', 'english-for-beginners',
   '4c000000-0000-4000-8000-000000000001', 3, 'greetings-quiz', 'quiz',
   'Quiz: greetings', 'اختبار: التحيات', 120, false),
  ('4d000000-0000-4000-8000-000000000004', 'english-for-beginners',
   '4c000000-0000-4000-8000-000000000002', 1, 'numbers', 'video',
   'Numbers 1 to 10', 'الأرقام من ١ إلى ١٠', 9, false),
  ('4d000000-0000-4000-8000-000000000005', 'english-for-beginners',
   '4c000000-0000-4000-8000-000000000002', 2, 'asking-prices', 'reading',
   'How much is it?', 'بكم هذا؟', 180, false),
  ('4d000000-0000-4000-8000-000000000006', 'business-english',
   '4c000000-0000-4000-8000-000000000003', 1, 'meetings', 'video',
   'Opening a meeting', 'افتتاح الاجتماع', 9, true),
  ('4d000000-0000-4000-8000-000000000007', 'business-english',
   '4c000000-0000-4000-8000-000000000003', 2, 'meeting-phrases', 'reading',
   'Useful meeting phrases', 'عبارات مفيدة في الاجتماعات', 240, false),
  ('4d000000-0000-4000-8000-000000000008', 'business-english',
   '4c000000-0000-4000-8000-000000000004', 1, 'polite-emails', 'reading',
   'Writing a polite e-mail', 'كتابة بريد إلكتروني مهذب', 240, false),
  ('4d000000-0000-4000-8000-000000000009', 'business-english',
   '4c000000-0000-4000-8000-000000000004', 2, 'business-quiz', 'quiz',
   'Quiz: meetings and e-mails', 'اختبار: الاجتماعات والرسائل', 150, false),
  ('4d000000-0000-4000-8000-00000000000a', 'english-grammar-mastery',
   '4c000000-0000-4000-8000-000000000005', 1, 'conditionals', 'reading',
   'The four conditionals', 'الجمل الشرطية الأربع', 300, true),
  ('4d000000-0000-4000-8000-00000000000b', 'english-grammar-mastery',
   '4c000000-0000-4000-8000-000000000005', 2, 'conditionals-quiz', 'quiz',
   'Quiz: conditionals', 'اختبار: الجمل الشرطية', 150, false),
  ('4d000000-0000-4000-8000-00000000000c', 'english-grammar-mastery',
   '4c000000-0000-4000-8000-000000000006', 1, 'reported-speech', 'reading',
   'Reporting what people said', 'نقل كلام الآخرين', 300, false),
  ('4d000000-0000-4000-8000-00000000000d', 'english-grammar-mastery',
   '4c000000-0000-4000-8000-000000000006', 2, 'reported-speech-quiz', 'quiz',
   'Quiz: reported speech', 'اختبار: الكلام المنقول', 150, false),
  ('4d000000-0000-4000-8000-00000000000e', 'conversational-english',
   '4c000000-0000-4000-8000-000000000007', 1, 'ordering-food', 'video',
   'Ordering food', 'طلب الطعام', 9, false),
  ('4d000000-0000-4000-8000-00000000000f', 'conversational-english',
   '4c000000-0000-4000-8000-000000000007', 2, 'restaurant-phrases', 'reading',
   'Restaurant phrases', 'عبارات المطعم', 180, false),
  ('4d000000-0000-4000-8000-000000000010', 'conversational-english',
   '4c000000-0000-4000-8000-000000000008', 1, 'small-talk', 'reading',
   'Making small talk', 'فن الحديث القصير', 180, false),
  ('4d000000-0000-4000-8000-000000000011', 'conversational-english',
   '4c000000-0000-4000-8000-000000000008', 2, 'small-talk-quiz', 'quiz',
   'Quiz: conversations', 'اختبار: المحادثات', 120, false)
) as plan (id, slug, chapter_id, position, lesson_slug, kind, title_en, title_ar,
           duration_seconds, is_free_preview)
join public.courses as c on c.slug = plan.slug
on conflict do nothing;

-- Videos: the object names in the private bucket 'course-media'.
insert into public.lesson_contents (lesson_id, video_path, caption_en_path, caption_ar_path)
select l.id, c.slug || '/' || l.slug || '.webm', c.slug || '/' || l.slug || '.en.vtt',
       c.slug || '/' || l.slug || '.ar.vtt'
from public.lessons as l
join public.courses as c on c.id = l.course_id
where l.id in ('4d000000-0000-4000-8000-000000000001', '4d000000-0000-4000-8000-000000000004',
               '4d000000-0000-4000-8000-000000000006', '4d000000-0000-4000-8000-00000000000e')
on conflict do nothing;

-- Video transcripts: the same WebVTT as the caption files, kept in the database so the AI tutor
-- can search them and cite the second a phrase is said.
update public.lesson_contents as lc
set transcript_en = plan.transcript_en, transcript_ar = plan.transcript_ar
from (values
  ('4d000000-0000-4000-8000-000000000001', $vtt$WEBVTT

1
00:00:00.000 --> 00:00:03.000
Hello! We say hello when we meet someone.

2
00:00:03.000 --> 00:00:06.000
Good morning! We say it before noon.

3
00:00:06.000 --> 00:00:09.000
Goodbye! We say goodbye when we leave.
$vtt$,
   $vtt$WEBVTT

1
00:00:00.000 --> 00:00:03.000
نقول Hello (مرحبًا) عندما نلتقي بشخص ما.

2
00:00:03.000 --> 00:00:06.000
نقول Good morning (صباح الخير) قبل الظهر.

3
00:00:06.000 --> 00:00:09.000
نقول Goodbye (مع السلامة) عندما نغادر.
$vtt$),
  ('4d000000-0000-4000-8000-000000000004', $vtt$WEBVTT

1
00:00:00.000 --> 00:00:03.000
One. One book.

2
00:00:03.000 --> 00:00:06.000
Two. Two apples.

3
00:00:06.000 --> 00:00:09.000
Three. Three friends.
$vtt$,
   $vtt$WEBVTT

1
00:00:00.000 --> 00:00:03.000
One تعني واحد: كتاب واحد.

2
00:00:03.000 --> 00:00:06.000
Two تعني اثنان: تفاحتان.

3
00:00:06.000 --> 00:00:09.000
Three تعني ثلاثة: ثلاثة أصدقاء.
$vtt$),
  ('4d000000-0000-4000-8000-000000000006', $vtt$WEBVTT

1
00:00:00.000 --> 00:00:03.000
"Let's get started" opens a meeting politely.

2
00:00:03.000 --> 00:00:06.000
"Any questions?" invites others to speak.

3
00:00:06.000 --> 00:00:09.000
"Let's wrap up" closes the meeting.
$vtt$,
   $vtt$WEBVTT

1
00:00:00.000 --> 00:00:03.000
عبارة Let's get started (لنبدأ) تفتتح الاجتماع بلباقة.

2
00:00:03.000 --> 00:00:06.000
عبارة Any questions? (هل من أسئلة؟) تدعو الآخرين إلى الكلام.

3
00:00:06.000 --> 00:00:09.000
عبارة Let's wrap up (لنختم) تُنهي الاجتماع.
$vtt$),
  ('4d000000-0000-4000-8000-00000000000e', $vtt$WEBVTT

1
00:00:00.000 --> 00:00:03.000
Can I see the menu, please?

2
00:00:03.000 --> 00:00:06.000
I'd like a coffee, please.

3
00:00:06.000 --> 00:00:09.000
Could we have the bill, please?
$vtt$,
   $vtt$WEBVTT

1
00:00:00.000 --> 00:00:03.000
Can I see the menu? تعني: هل يمكنني رؤية قائمة الطعام من فضلك؟

2
00:00:03.000 --> 00:00:06.000
I'd like a coffee تعني: أريد قهوة من فضلك.

3
00:00:06.000 --> 00:00:09.000
The bill, please تعني: الحساب من فضلك.
$vtt$)
) as plan (lesson_id, transcript_en, transcript_ar)
where lc.lesson_id = plan.lesson_id::uuid and lc.transcript_en is null;

-- Readings: short Markdown lessons in both languages.
insert into public.lesson_contents (lesson_id, body_en, body_ar)
select plan.id::uuid, plan.body_en, plan.body_ar
from (values
  ('4d000000-0000-4000-8000-000000000002', $md$# Introducing yourself

When you meet someone new, say **who you are**, **where you are from** and **what you do**.

## Three useful sentences

- **My name is** Laila. / **I'm** Laila.
- **I'm from** Cairo.
- **I'm a** student. / **I work as an** engineer.

## Asking the other person

| Question | Answer |
| --- | --- |
| What's your name? | My name is Karim. |
| Where are you from? | I'm from Alexandria. |
| What do you do? | I'm a teacher. |

**Tip:** end with *Nice to meet you!* — and answer *Nice to meet you too!*
$md$, $md$# التعريف بنفسك

عندما تقابل شخصًا جديدًا، قل **من أنت** و**من أين أنت** و**ماذا تعمل**.

## ثلاث جمل مفيدة

- **My name is** Laila. / **I'm** Laila. (اسمي ليلى.)
- **I'm from** Cairo. (أنا من القاهرة.)
- **I'm a** student. / **I work as an** engineer. (أنا طالب. / أعمل مهندسًا.)

## أن تسأل الشخص الآخر

| السؤال | الإجابة |
| --- | --- |
| What's your name? (ما اسمك؟) | My name is Karim. |
| Where are you from? (من أين أنت؟) | I'm from Alexandria. |
| What do you do? (ماذا تعمل؟) | I'm a teacher. |

**نصيحة:** اختم بعبارة *Nice to meet you!* (سعدت بلقائك) — والرد عليها *Nice to meet you too!*
$md$),
  ('4d000000-0000-4000-8000-000000000005', $md$# How much is it?

Use these questions in a shop or a market.

## Asking the price

- **How much is** this shirt? — *It's 200 pounds.*
- **How much are** these apples? — *They're 30 pounds a kilo.*

Use **is** for one thing and **are** for more than one.

## Saying what you want

| You say | It means |
| --- | --- |
| I'd like two kilos, please. | You ask politely for something. |
| Can I pay by card? | You ask how to pay. |
| That's too expensive. | The price is too high for you. |

**Remember:** numbers over ten — *eleven, twelve, twenty, fifty, a hundred*.
$md$, $md$# بكم هذا؟

استخدم هذه الأسئلة في المتجر أو في السوق.

## السؤال عن السعر

- **How much is** this shirt? (بكم هذا القميص؟) — *It's 200 pounds.* (بمئتي جنيه.)
- **How much are** these apples? (بكم هذا التفاح؟) — *They're 30 pounds a kilo.* (بثلاثين جنيهًا للكيلو.)

استخدم **is** للشيء الواحد و**are** لأكثر من شيء.

## أن تقول ما تريد

| تقول | المعنى |
| --- | --- |
| I'd like two kilos, please. | تطلب شيئًا بأدب: أريد كيلوين من فضلك. |
| Can I pay by card? | تسأل عن طريقة الدفع: هل أستطيع الدفع بالبطاقة؟ |
| That's too expensive. | السعر مرتفع جدًا بالنسبة لك. |

**تذكّر:** الأرقام بعد العشرة — *eleven* (أحد عشر)، *twelve* (اثنا عشر)، *twenty* (عشرون)، *fifty* (خمسون)، *a hundred* (مئة).
$md$),
  ('4d000000-0000-4000-8000-000000000007', $md$# Useful meeting phrases

## Opening

- **Let's get started.** / **Shall we begin?**
- **The aim of today's meeting is to** agree on the budget.

## Taking part

| To … | Say … |
| --- | --- |
| give your opinion | **In my view**, we need more time. |
| agree | **I completely agree** with Sara. |
| disagree politely | **I see your point, but** the cost is too high. |
| interrupt | **Sorry to interrupt, but** may I add something? |

## Closing

- **To sum up**, we will launch in March.
- **Thank you all for coming.**

**Tip:** *I disagree* sounds strong in English meetings; *I'm not sure that's the best option* is softer.
$md$, $md$# عبارات مفيدة في الاجتماعات

## الافتتاح

- **Let's get started.** / **Shall we begin?** (لنبدأ.)
- **The aim of today's meeting is to** agree on the budget. (هدف اجتماع اليوم هو الاتفاق على الميزانية.)

## المشاركة

| لكي … | قل … |
| --- | --- |
| تعطي رأيك | **In my view**, we need more time. (في رأيي نحتاج إلى وقت أطول.) |
| توافق | **I completely agree** with Sara. (أوافق سارة تمامًا.) |
| تعترض بأدب | **I see your point, but** the cost is too high. (أفهم وجهة نظرك، لكن التكلفة مرتفعة جدًا.) |
| تقاطع | **Sorry to interrupt, but** may I add something? (آسف للمقاطعة، هل أضيف شيئًا؟) |

## الختام

- **To sum up**, we will launch in March. (باختصار، سنطلق المشروع في مارس.)
- **Thank you all for coming.** (شكرًا لحضوركم جميعًا.)

**نصيحة:** عبارة *I disagree* قوية في اجتماعات العمل بالإنجليزية؛ وعبارة *I'm not sure that's the best option* ألطف.
$md$),
  ('4d000000-0000-4000-8000-000000000008', $md$# Writing a polite e-mail

A professional e-mail has **five parts**:

1. **Subject line** — short and clear: *Delivery date for order 2041*
2. **Greeting** — *Dear Mr Adel,* (formal) or *Hi Mona,* (colleague)
3. **Reason** — *I am writing to ask about …*
4. **Details and request** — *Could you please send …?*
5. **Closing** — *Kind regards,* and your name

## Softer requests

| Direct | Polite |
| --- | --- |
| Send me the report. | **Could you please** send me the report? |
| I want a meeting. | **I would like to** arrange a meeting. |
| You are late. | **It seems that** the delivery is delayed. |

**Tip:** read it once more before sending: names, dates and attachments.
$md$, $md$# كتابة بريد إلكتروني مهذب

للبريد الإلكتروني المهني **خمسة أجزاء**:

1. **سطر الموضوع** — قصير وواضح: *Delivery date for order 2041* (موعد تسليم الطلب 2041)
2. **التحية** — *Dear Mr Adel,* (رسمية) أو *Hi Mona,* (لزميل)
3. **السبب** — *I am writing to ask about …* (أكتب لأسأل عن …)
4. **التفاصيل والطلب** — *Could you please send …?* (هل يمكنك من فضلك إرسال …؟)
5. **الختام** — *Kind regards,* (مع أطيب التحيات) ثم اسمك

## طلبات ألطف

| مباشر | مهذب |
| --- | --- |
| Send me the report. | **Could you please** send me the report? |
| I want a meeting. | **I would like to** arrange a meeting. |
| You are late. | **It seems that** the delivery is delayed. |

**نصيحة:** اقرأ رسالتك مرة أخرى قبل الإرسال: الأسماء والتواريخ والمرفقات.
$md$),
  ('4d000000-0000-4000-8000-00000000000a', $md$# The four conditionals

| Type | Form | Use | Example |
| --- | --- | --- | --- |
| Zero | If + present, present | facts | If you heat ice, it **melts**. |
| First | If + present, will + verb | real future | If it rains, we **will stay** home. |
| Second | If + past, would + verb | unreal present | If I **had** time, I **would travel**. |
| Third | If + past perfect, would have + past participle | unreal past | If she **had studied**, she **would have passed**. |

## Watch out

- No **will** after *if*: ~~If it will rain~~ → **If it rains**.
- In the second conditional, **were** is correct for every person: *If I were you, …*
- The *if* clause can come second — then no comma: *We will stay home if it rains.*
$md$, $md$# الجمل الشرطية الأربع

| النوع | التركيب | الاستخدام | مثال |
| --- | --- | --- | --- |
| الصفري | If + مضارع، مضارع | الحقائق | If you heat ice, it **melts**. (إذا سخّنت الثلج ذاب.) |
| الأول | If + مضارع، will + فعل | مستقبل ممكن | If it rains, we **will stay** home. (إذا أمطرت سنبقى في البيت.) |
| الثاني | If + ماضٍ، would + فعل | حاضر غير واقعي | If I **had** time, I **would travel**. (لو كان عندي وقت لسافرت.) |
| الثالث | If + ماضٍ تام، would have + التصريف الثالث | ماضٍ غير واقعي | If she **had studied**, she **would have passed**. (لو ذاكرت لنجحت.) |

## انتبه

- لا تستخدم **will** بعد *if*: ~~If it will rain~~ ← **If it rains**.
- في الشرط الثاني **were** صحيحة مع كل الضمائر: *If I were you, …* (لو كنت مكانك …)
- يمكن أن تأتي جملة *if* ثانيًا، وعندها لا فاصلة: *We will stay home if it rains.*
$md$),
  ('4d000000-0000-4000-8000-00000000000c', $md$# Reporting what people said

When you report someone's words later, the verb usually moves **one step back** in time.

| Direct speech | Reported speech |
| --- | --- |
| "I **am** tired." | She said (that) she **was** tired. |
| "We **will** call you." | They said they **would** call me. |
| "I **saw** the film." | He said he **had seen** the film. |
| "I **can** swim." | She said she **could** swim. |

## Questions and time words

- *"Where do you live?"* → He asked me **where I lived**. (no *do*, no question mark)
- *"Are you ready?"* → She asked **if** I was ready.
- **today** → that day, **tomorrow** → the next day, **here** → there

**Say** has no person after it (*she said that …*); **tell** needs one (*she told me that …*).
$md$, $md$# نقل كلام الآخرين

عندما تنقل كلام شخص لاحقًا، يرجع الفعل عادةً **خطوة واحدة إلى الماضي**.

| الكلام المباشر | الكلام المنقول |
| --- | --- |
| "I **am** tired." | She said (that) she **was** tired. (قالت إنها متعبة.) |
| "We **will** call you." | They said they **would** call me. (قالوا إنهم سيتصلون بي.) |
| "I **saw** the film." | He said he **had seen** the film. (قال إنه شاهد الفيلم.) |
| "I **can** swim." | She said she **could** swim. (قالت إنها تستطيع السباحة.) |

## الأسئلة وكلمات الزمن

- *"Where do you live?"* ← He asked me **where I lived**. (بلا *do* وبلا علامة استفهام)
- *"Are you ready?"* ← She asked **if** I was ready. (سألتني إن كنت مستعدًا.)
- **today** ← that day، و**tomorrow** ← the next day، و**here** ← there

بعد **say** لا نذكر الشخص (*she said that …*)؛ أما **tell** فتحتاج إليه (*she told me that …*).
$md$),
  ('4d000000-0000-4000-8000-00000000000f', $md$# Restaurant phrases

## Arriving

- **A table for two, please.**
- **Do you have a reservation?** — *Yes, under the name Hassan.*

## Ordering

| The waiter asks | You answer |
| --- | --- |
| Are you ready to order? | **I'd like** the grilled fish, please. |
| Anything to drink? | **Could I have** a lemon juice? |
| How would you like your steak? | **Well done**, please. |

## Paying

- **Could we have the bill, please?**
- **Is service included?**

**Tip:** *I'd like* and *Could I have* are polite; *I want* can sound rude to a waiter.
$md$, $md$# عبارات المطعم

## عند الوصول

- **A table for two, please.** (طاولة لشخصين من فضلك.)
- **Do you have a reservation?** (هل لديك حجز؟) — *Yes, under the name Hassan.* (نعم، باسم حسن.)

## الطلب

| يسأل النادل | تجيب |
| --- | --- |
| Are you ready to order? (هل أنت مستعد للطلب؟) | **I'd like** the grilled fish, please. (أريد السمك المشوي من فضلك.) |
| Anything to drink? (هل تشرب شيئًا؟) | **Could I have** a lemon juice? (هل يمكنني الحصول على عصير ليمون؟) |
| How would you like your steak? (كيف تفضّل شريحة اللحم؟) | **Well done**, please. (مستوية جيدًا من فضلك.) |

## الدفع

- **Could we have the bill, please?** (الحساب من فضلك.)
- **Is service included?** (هل الخدمة محسوبة؟)

**نصيحة:** عبارتا *I'd like* و*Could I have* مهذبتان؛ أما *I want* فقد تبدو فظة مع النادل.
$md$),
  ('4d000000-0000-4000-8000-000000000010', $md$# Making small talk

Small talk is a short, friendly chat with someone you don't know well — at work, at a party or while waiting.

## Safe topics

- **the weather** — *Lovely day, isn't it?*
- **the place** — *Have you been here before?*
- **weekends and plans** — *Any plans for the weekend?*

## Keeping it going

| Instead of … | Try … |
| --- | --- |
| Yes. | Yes, **I come here every Friday. And you?** |
| Good. | Good, thanks — **I just got back from Aswan.** |

Avoid salary, age and politics with people you have just met.

**Ending politely:** *It was nice talking to you — see you around!*
$md$, $md$# فن الحديث القصير

الحديث القصير دردشة ودية قصيرة مع شخص لا تعرفه جيدًا — في العمل أو في حفلة أو أثناء الانتظار.

## موضوعات آمنة

- **الطقس** — *Lovely day, isn't it?* (يوم جميل، أليس كذلك؟)
- **المكان** — *Have you been here before?* (هل جئت إلى هنا من قبل؟)
- **العطلة والخطط** — *Any plans for the weekend?* (هل لديك خطط لعطلة نهاية الأسبوع؟)

## أن تُبقي الحديث مستمرًا

| بدلًا من … | جرّب … |
| --- | --- |
| Yes. | Yes, **I come here every Friday. And you?** (نعم، آتي كل جمعة. وأنت؟) |
| Good. | Good, thanks — **I just got back from Aswan.** (بخير، شكرًا — عدت للتو من أسوان.) |

تجنّب الحديث عن الراتب والعمر والسياسة مع من قابلتهم للتو.

**الختام بأدب:** *It was nice talking to you — see you around!* (سعدت بالحديث معك، أراك لاحقًا!)
$md$)
) as plan (id, body_en, body_ar)
on conflict do nothing;

-- Quizzes: the pass mark (percent).
insert into public.lesson_contents (lesson_id, pass_mark)
select plan.id::uuid, plan.pass_mark
from (values
  ('4d000000-0000-4000-8000-000000000003', 60),
  ('4d000000-0000-4000-8000-000000000009', 70),
  ('4d000000-0000-4000-8000-00000000000b', 80),
  ('4d000000-0000-4000-8000-00000000000d', 70),
  ('4d000000-0000-4000-8000-000000000011', 60)
) as plan (id, pass_mark)
on conflict do nothing;

-- Quiz questions, and their answer keys (never readable through the API). Short answers are
-- compared with public.normalize_search_text, so Arabic spelling variants match.
insert into public.quiz_questions (id, lesson_id, position, kind, prompt_en, prompt_ar, options)
select plan.id::uuid, plan.lesson_id::uuid, plan.position, plan.kind, plan.prompt_en,
       plan.prompt_ar, plan.options::jsonb
from (values
  ('4e000000-0000-4000-8000-000000000001', '4d000000-0000-4000-8000-000000000003', 1, 'single',
   'What do you say when you meet someone in the morning?',
   'ماذا تقول عندما تقابل شخصًا في الصباح؟',
   '[{"id":"a","text_en":"Good night","text_ar":"Good night"},{"id":"b","text_en":"Good morning","text_ar":"Good morning"},{"id":"c","text_en":"Goodbye","text_ar":"Goodbye"}]'),
  ('4e000000-0000-4000-8000-000000000002', '4d000000-0000-4000-8000-000000000003', 2, 'multiple',
   'Which of these are greetings? Choose all that apply.',
   'أيٌّ مما يلي تحيات؟ اختر كل الإجابات الصحيحة.',
   '[{"id":"a","text_en":"Hello","text_ar":"Hello"},{"id":"b","text_en":"Hi","text_ar":"Hi"},{"id":"c","text_en":"See you later","text_ar":"See you later"},{"id":"d","text_en":"Good evening","text_ar":"Good evening"}]'),
  ('4e000000-0000-4000-8000-000000000003', '4d000000-0000-4000-8000-000000000003', 3, 'short',
   'Write in Arabic what "Thank you" means.',
   'اكتب بالعربية معنى "Thank you".',
   '[]'),
  ('4e000000-0000-4000-8000-000000000004', '4d000000-0000-4000-8000-000000000009', 1, 'single',
   'Which phrase opens a meeting?',
   'أي عبارة تُستخدم لافتتاح الاجتماع؟',
   '[{"id":"a","text_en":"To sum up","text_ar":"To sum up"},{"id":"b","text_en":"Let''s get started","text_ar":"Let''s get started"},{"id":"c","text_en":"Kind regards","text_ar":"Kind regards"}]'),
  ('4e000000-0000-4000-8000-000000000005', '4d000000-0000-4000-8000-000000000009', 2, 'multiple',
   'Which requests are polite? Choose all that apply.',
   'أي الطلبات مهذبة؟ اختر كل الإجابات الصحيحة.',
   '[{"id":"a","text_en":"Could you please send me the report?","text_ar":"Could you please send me the report?"},{"id":"b","text_en":"Send me the report.","text_ar":"Send me the report."},{"id":"c","text_en":"I would like to arrange a meeting.","text_ar":"I would like to arrange a meeting."},{"id":"d","text_en":"I want a meeting.","text_ar":"I want a meeting."}]'),
  ('4e000000-0000-4000-8000-000000000006', '4d000000-0000-4000-8000-000000000009', 3, 'short',
   'Complete the closing of a formal e-mail: "Kind ______,"',
   'أكمل ختام البريد الرسمي: "Kind ______,"',
   '[]'),
  ('4e000000-0000-4000-8000-000000000007', '4d000000-0000-4000-8000-00000000000b', 1, 'single',
   'If it ___ tomorrow, we will stay home.',
   'If it ___ tomorrow, we will stay home. (اختر الفعل الصحيح)',
   '[{"id":"a","text_en":"will rain","text_ar":"will rain"},{"id":"b","text_en":"rains","text_ar":"rains"},{"id":"c","text_en":"rained","text_ar":"rained"}]'),
  ('4e000000-0000-4000-8000-000000000008', '4d000000-0000-4000-8000-00000000000b', 2, 'multiple',
   'Which sentences are correct? Choose all that apply.',
   'أي الجمل صحيحة؟ اختر كل الإجابات الصحيحة.',
   '[{"id":"a","text_en":"If I were you, I would apologise.","text_ar":"If I were you, I would apologise."},{"id":"b","text_en":"If I would have time, I would travel.","text_ar":"If I would have time, I would travel."},{"id":"c","text_en":"If she had studied, she would have passed.","text_ar":"If she had studied, she would have passed."},{"id":"d","text_en":"If you heat ice, it melts.","text_ar":"If you heat ice, it melts."}]'),
  ('4e000000-0000-4000-8000-000000000009', '4d000000-0000-4000-8000-00000000000b', 3, 'short',
   'Complete with the verb "buy": If I had more money, I ______ a car.',
   'أكمل بالفعل "buy": If I had more money, I ______ a car.',
   '[]'),
  ('4e000000-0000-4000-8000-00000000000a', '4d000000-0000-4000-8000-00000000000d', 1, 'single',
   '"I am tired." → She said she ___ tired.',
   '"I am tired." ← She said she ___ tired. (اختر الفعل الصحيح)',
   '[{"id":"a","text_en":"is","text_ar":"is"},{"id":"b","text_en":"was","text_ar":"was"},{"id":"c","text_en":"has been","text_ar":"has been"}]'),
  ('4e000000-0000-4000-8000-00000000000b', '4d000000-0000-4000-8000-00000000000d', 2, 'multiple',
   'Which reported questions are correct? Choose all that apply.',
   'أي الأسئلة المنقولة صحيحة؟ اختر كل الإجابات الصحيحة.',
   '[{"id":"a","text_en":"He asked me where I lived.","text_ar":"He asked me where I lived."},{"id":"b","text_en":"He asked me where did I live?","text_ar":"He asked me where did I live?"},{"id":"c","text_en":"She asked if I was ready.","text_ar":"She asked if I was ready."},{"id":"d","text_en":"She asked was I ready?","text_ar":"She asked was I ready?"}]'),
  ('4e000000-0000-4000-8000-00000000000c', '4d000000-0000-4000-8000-00000000000d', 3, 'short',
   'In reported speech, "tomorrow" becomes "the next ___". Write the missing word.',
   'في الكلام المنقول تصبح "tomorrow" ‏"the next ___". اكتب الكلمة الناقصة.',
   '[]'),
  ('4e000000-0000-4000-8000-00000000000d', '4d000000-0000-4000-8000-000000000011', 1, 'single',
   'Which topic is safe for small talk with someone you have just met?',
   'أي موضوع آمن للحديث القصير مع شخص قابلته للتو؟',
   '[{"id":"a","text_en":"Their salary","text_ar":"راتبه"},{"id":"b","text_en":"The weather","text_ar":"الطقس"},{"id":"c","text_en":"Politics","text_ar":"السياسة"}]'),
  ('4e000000-0000-4000-8000-00000000000e', '4d000000-0000-4000-8000-000000000011', 2, 'multiple',
   'Which of these are polite to say to a waiter? Choose all that apply.',
   'أي هذه العبارات مهذبة مع النادل؟ اختر كل الإجابات الصحيحة.',
   '[{"id":"a","text_en":"I''d like the grilled fish, please.","text_ar":"I''d like the grilled fish, please."},{"id":"b","text_en":"Could I have a lemon juice?","text_ar":"Could I have a lemon juice?"},{"id":"c","text_en":"I want the bill.","text_ar":"I want the bill."}]'),
  ('4e000000-0000-4000-8000-00000000000f', '4d000000-0000-4000-8000-000000000011', 3, 'short',
   'What do you ask for with "Could we have the bill, please?" Answer in Arabic, in one word.',
   'ماذا تطلب بعبارة "Could we have the bill, please?"؟ أجب بالعربية بكلمة واحدة.',
   '[]')
) as plan (id, lesson_id, position, kind, prompt_en, prompt_ar, options)
on conflict do nothing;

insert into public.quiz_answer_keys (question_id, correct_option_ids, accepted_answers)
select plan.id::uuid, plan.correct_option_ids::text[], plan.accepted_answers::text[]
from (values
  ('4e000000-0000-4000-8000-000000000001', '{b}', '{}'),
  ('4e000000-0000-4000-8000-000000000002', '{a,b,d}', '{}'),
  ('4e000000-0000-4000-8000-000000000003', '{}', '{شكرا,"شكرا لك",أشكرك}'),
  ('4e000000-0000-4000-8000-000000000004', '{b}', '{}'),
  ('4e000000-0000-4000-8000-000000000005', '{a,c}', '{}'),
  ('4e000000-0000-4000-8000-000000000006', '{}', '{regards}'),
  ('4e000000-0000-4000-8000-000000000007', '{b}', '{}'),
  ('4e000000-0000-4000-8000-000000000008', '{a,c,d}', '{}'),
  ('4e000000-0000-4000-8000-000000000009', '{}', '{"would buy","''d buy"}'),
  ('4e000000-0000-4000-8000-00000000000a', '{b}', '{}'),
  ('4e000000-0000-4000-8000-00000000000b', '{a,c}', '{}'),
  ('4e000000-0000-4000-8000-00000000000c', '{}', '{day}'),
  ('4e000000-0000-4000-8000-00000000000d', '{b}', '{}'),
  ('4e000000-0000-4000-8000-00000000000e', '{a,b}', '{}'),
  ('4e000000-0000-4000-8000-00000000000f', '{}', '{الحساب,حساب,الفاتورة,فاتورة}')
) as plan (id, correct_option_ids, accepted_answers)
on conflict do nothing;

-- Completions recorded under the old duration-derived outline move to these lessons.
select public.convert_legacy_lesson_completions();

-- ---------------------------------------------------------------------------------------------
-- The demo accounts' own data (issue 23): whoever signs in as a demo account sees every screen
-- alive. Runs only where the demo accounts exist (the backend's seed creates them before this
-- file; a hosted `supabase db reset` has none, so nothing happens there). Everything is made the
-- way the product makes it, so the numbers agree: the learner's calls run with the learner's
-- claims (auth.uid()), the teacher's with the teacher's, and xp, badges, progress, the
-- certificate, notifications and slots follow from the database's own rules. Each step checks
-- what is already there, so a second run changes nothing; times are relative to now().
--   * student@splendid.test: onboarding done, placed at B1 by the placement test; finished
--     English for Beginners (certificate; its two homework answers wait for a grade); halfway
--     through Conversational English, with one homework graded by the teacher and one to do;
--     an upcoming class with the demo teacher.
--   * teacher@splendid.test: teaches Conversational English (its owner), a tutor profile with
--     weekly hours (slots generated from them) and the demo student as learner.
--   * All three demo accounts (admin@splendid.test too) have finished onboarding.
-- ---------------------------------------------------------------------------------------------
do $$
declare
  student uuid := (select id from auth.users where email = 'student@splendid.test');
  teacher uuid := (select id from auth.users where email = 'teacher@splendid.test');
  tutor constant uuid := '7a000000-0000-4000-8000-000000000005';
  beginners uuid := (select id from public.courses where slug = 'english-for-beginners');
  conversation uuid := (select id from public.courses where slug = 'conversational-english');
  graded_homework constant uuid := '4b000000-0000-4000-8000-000000000007';
  watched_video constant uuid := '4d000000-0000-4000-8000-00000000000e';
  question jsonb;
  lesson record;
  answers jsonb;
  slot uuid;
begin
  if student is null or teacher is null or beginners is null or conversation is null then
    return;
  end if;

  -- Every demo account has been through onboarding (the learner's placement test is below).
  update public.profiles as p
    set onboarding_completed = true, onboarding_step = 3
    from auth.users as u
    where u.id = p.id and not p.onboarding_completed
      and u.email in ('student@splendid.test', 'teacher@splendid.test', 'admin@splendid.test');

  -- The teacher: owns Conversational English, and teaches live classes from weekly hours.
  update public.courses set owner_id = teacher where id = conversation and owner_id is null;
  insert into public.tutors (id, user_id, name, bio_en, bio_ar, subjects, languages)
  values (tutor, teacher, 'Demo Teacher',
    'Teaches Conversational English and small-group conversation classes for everyday situations.',
    'يدرّس المحادثة باللغة الإنجليزية وحصص محادثة في مجموعات صغيرة لمواقف الحياة اليومية.',
    '{conversation}', '{ar,en}')
  on conflict do nothing;
  -- Sunday, Tuesday and Thursday, 17:00–19:00 Cairo time: two one-hour group classes each.
  insert into public.tutor_availability_rules
    (id, tutor_id, weekday, starts_at_local, ends_at_local, subject_id, session_minutes, capacity)
  select plan.id::uuid, tutor, plan.weekday, '17:00', '19:00', 'conversation', 60, 4
  from (values
    ('7b000000-0000-4000-8000-000000000001', 0),
    ('7b000000-0000-4000-8000-000000000002', 2),
    ('7b000000-0000-4000-8000-000000000003', 4)
  ) as plan (id, weekday)
  where exists (select 1 from public.tutors as t where t.id = tutor and t.user_id = teacher)
  on conflict do nothing;
  -- The daily roll-forward the service runs (the rules' trigger did it on the first run).
  perform public.generate_tutor_slots(tutor);

  -- The student, with the student's claims from here on.
  perform set_config('request.jwt.claims',
    jsonb_build_object('sub', student, 'role', 'authenticated')::text, true);
  -- The placement test, answered right up to B1 and wrong above it.
  if (select placement_level from public.profiles where id = student) is null then
    question := public.start_placement();
    while not coalesce((question ->> 'done')::boolean, false) loop
      question := public.answer_placement((question ->> 'attempt_id')::uuid,
        question #>> '{item,id}',
        (select case when i.level in ('A1', 'A2', 'B1') then i.answer else (i.answer + 1)
                  % cardinality(i.choices) end
         from public.placement_items as i where i.id = question #>> '{item,id}'));
    end loop;
  end if;

  insert into public.enrollments (user_id, course_id, enrolled_at)
  values (student, beginners, now() - interval '12 days'),
         (student, conversation, now() - interval '5 days')
  on conflict do nothing;
  -- Conversational English's video, watched to the end in the player (its first report since
  -- enrolling covers the whole clip, so it completes the lesson); the dashboard's "Continue
  -- learning" leads back to this course.
  if not exists (select 1 from public.lesson_watch_progress as w
                 where w.user_id = student and w.lesson_id = watched_video) then
    perform public.save_watch_progress(watched_video, 9, 0, 9);
  end if;
  -- Every lesson of English for Beginners (its certificate follows at 100 %) and the rest of the
  -- first chapter of Conversational English, through the product's completion calls.
  for lesson in
    select l.id, l.kind, l.course_id
    from public.lessons as l join public.course_chapters as ch on ch.id = l.chapter_id
    where (l.course_id = beginners or (l.course_id = conversation and ch.position = 1))
      and not exists (select 1 from public.lesson_completions as c
                      where c.user_id = student and c.lesson_id = l.id)
    order by l.course_id = conversation, ch.position, l.position
  loop
    if lesson.kind = 'reading' then
      perform public.mark_lesson_read(lesson.id);
    elsif lesson.kind = 'quiz' then
      select jsonb_object_agg(q.id::text, case when q.kind = 'short'
               then to_jsonb(k.accepted_answers[1]) else to_jsonb(k.correct_option_ids) end)
        into answers
        from public.quiz_questions as q join public.quiz_answer_keys as k on k.question_id = q.id
        where q.lesson_id = lesson.id;
      perform public.submit_quiz_attempt(lesson.id, answers);
    else
      -- A video completes once 90 % of it is watched: save_watch_progress then makes this call
      -- (the watch reports themselves are paced by the clock, so one transaction can't send them).
      perform public.record_lesson_completion(student, lesson.course_id, lesson.id);
    end if;
  end loop;

  -- Homework: English for Beginners' two answers handed in (waiting for a grade); in
  -- Conversational English 'Describe your weekend' handed in (graded below by the teacher) and
  -- 'Giving directions' still to do.
  perform public.submit_homework(plan.id::uuid, plan.answer)
  from (values
    ('4b000000-0000-4000-8000-000000000001',
     'I am a student and I live in Giza with my family. I have two brothers and one sister. My '
     || 'father is an engineer. On Friday I like to visit my grandmother and eat lunch with her.'),
    ('4b000000-0000-4000-8000-000000000002',
     'Me: Good morning! How much is a kilo of tomatoes? / Seller: Ten pounds. / Me: I would like '
     || 'two kilos, please. / Seller: Anything else? / Me: How much are the oranges? / Seller: '
     || 'Fifteen pounds a kilo.'),
    (graded_homework::text,
     'Last weekend I went to Alexandria with my brother. First we walked on the Corniche, then '
     || 'we met our cousins. After that we ate fish near sea. Finally we took the train home.')
  ) as plan (id, answer)
  where not exists (select 1 from public.homework_submissions as s
                    where s.assignment_id = plan.id::uuid and s.user_id = student);

  -- A class with the demo teacher: the first of their generated slots a day or more ahead, unless
  -- one is booked — still to come all day (one starting within the hour would be gone before a
  -- visitor looks; a test's seeded template lives for Cairo's day).
  if not exists (
    select 1 from public.bookings as b join public.tutoring_slots as s on s.id = b.slot_id
    where b.user_id = student and b.status = 'booked' and s.tutor_id = tutor
      and s.starts_at > now()
  ) then
    select s.id into slot from public.tutoring_slots as s
      where s.tutor_id = tutor and s.rule_id is not null and s.cancelled_at is null
        and s.starts_at > now() + interval '1 day' and s.seats_taken < s.capacity
        and not exists (select 1 from public.bookings as b
                        where b.slot_id = s.id and b.user_id = student)
      order by s.starts_at limit 1;
    if slot is not null then
      perform public.book_slot(slot);
    end if;
  end if;

  -- The teacher grades the handed-in homework (grade_homework, as in the grading queue).
  perform set_config('request.jwt.claims',
    jsonb_build_object('sub', teacher, 'role', 'authenticated')::text, true);
  if exists (select 1 from public.homework_submissions as s
             where s.assignment_id = graded_homework and s.user_id = student
               and s.status <> 'graded') then
    perform public.grade_homework(graded_homework, student, 9,
      'Clear and well ordered: good use of "then", "after that" and "finally". Watch the '
      || 'article: "near the sea", not "near sea".', true);
  end if;
  perform set_config('request.jwt.claims', '', true);
end
$$;
