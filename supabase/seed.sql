-- Demo data: the four featured courses (spec: two premium, rating 4.5, '4 weeks').
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
   'https://images.unsplash.com/photo-1546410531-bb4caa6b424d?w=640',
   'Sarah Ahmed', 'https://i.pravatar.cc/96?img=47',
   'beginner', '4 weeks', false, 4.5,
   'english', 'A1', 'english-for-beginners.webp', true),
  ('business-english',
   'Business English', 'الإنجليزية للأعمال',
   'Meetings, e-mails and presentations: the English you need at work.',
   'الاجتماعات والرسائل والعروض التقديمية: الإنجليزية التي تحتاجها في العمل.',
   'https://images.unsplash.com/photo-1552664730-d307ca884978?w=640',
   'Omar Hassan', 'https://i.pravatar.cc/96?img=12',
   'intermediate', '4 weeks', true, 4.5,
   'english', 'B1', 'business-english.webp', true),
  ('english-grammar-mastery',
   'English Grammar Mastery', 'إتقان قواعد اللغة الإنجليزية',
   'Tenses, conditionals and reported speech, practised until they feel natural.',
   'الأزمنة والجمل الشرطية والكلام المنقول، بالتدريب حتى تصبح طبيعية.',
   'https://images.unsplash.com/photo-1503676260728-1c00da094a0b?w=640',
   'Mona Khalil', 'https://i.pravatar.cc/96?img=32',
   'advanced', '4 weeks', true, 4.5,
   'english', 'C1', 'english-grammar-mastery.webp', true),
  ('conversational-english',
   'Conversational English', 'المحادثة باللغة الإنجليزية',
   'Real conversations on everyday topics to build fluency and listening skills.',
   'محادثات حقيقية في موضوعات يومية لبناء الطلاقة ومهارات الاستماع.',
   'https://images.unsplash.com/photo-1522202176988-66273c2fd55f?w=640',
   'Youssef Nabil', 'https://i.pravatar.cc/96?img=15',
   'intermediate', '4 weeks', false, 4.5,
   'english', 'B1', 'conversational-english.webp', true)
on conflict (slug) do nothing;

-- Live classes: four tutors and their slots over the next 14 days. Times are whole hours in
-- Cairo counted from today's date, so re-running the seed (every start) adds only the days that
-- are new and the schedule never goes stale; slots already in the past are simply not listed.
insert into public.tutors (id, name, bio_en, bio_ar, avatar_url, subjects)
values
  ('7a000000-0000-4000-8000-000000000001', 'Sarah Ahmed',
   'CELTA-certified tutor who helps beginners speak with confidence about everyday life.',
   'مدرّسة حاصلة على شهادة CELTA تساعد المبتدئين على التحدث بثقة عن الحياة اليومية.',
   'https://i.pravatar.cc/96?img=47', '{conversation,grammar}'),
  ('7a000000-0000-4000-8000-000000000002', 'Omar Hassan',
   'Former IELTS examiner; focuses on exam strategy and business communication.',
   'ممتحن سابق في IELTS؛ يركّز على استراتيجيات الامتحان والتواصل في العمل.',
   'https://i.pravatar.cc/96?img=12', '{ielts,business}'),
  ('7a000000-0000-4000-8000-000000000003', 'Mona Khalil',
   'Grammar specialist who turns confusing rules into simple patterns.',
   'متخصصة في القواعد تحوّل القواعد المربكة إلى أنماط بسيطة.',
   'https://i.pravatar.cc/96?img=32', '{grammar,ielts}'),
  ('7a000000-0000-4000-8000-000000000004', 'Youssef Nabil',
   'Runs lively small-group conversation and business English sessions.',
   'يقدّم جلسات محادثة حيوية في مجموعات صغيرة وجلسات الإنجليزية للأعمال.',
   'https://i.pravatar.cc/96?img=15', '{conversation,business}')
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
   'اكتب من 5 إلى 7 جمل عن نفسك: اسمك ومدينتك وعائلتك وشيئًا واحدًا تحب أن تفعله يوم الجمعة. استخدم المضارع البسيط.',
   interval '3 days', 10),
  ('4b000000-0000-4000-8000-000000000002', 'english-for-beginners',
   'At the market', 'في السوق',
   'Write a short dialogue (6 lines) between you and a seller at a vegetable market in Cairo. Ask for prices and use "How much is…?" and "I would like…".',
   'اكتب حوارًا قصيرًا (6 أسطر) بينك وبين بائع في سوق خضار في القاهرة. اسأل عن الأسعار واستخدم "How much is…?" و"I would like…".',
   interval '7 days', 10),
  ('4b000000-0000-4000-8000-000000000003', 'business-english',
   'Reply to a client e-mail', 'الرد على بريد إلكتروني من عميل',
   'A client in Alexandria writes that their order is two days late. Write a polite reply of 80 to 120 words: apologise, explain the delay and offer a new delivery date.',
   'كتب عميل في الإسكندرية أن طلبه متأخر يومين. اكتب ردًا مهذبًا من 80 إلى 120 كلمة: اعتذر واشرح سبب التأخير واقترح موعد تسليم جديدًا.',
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
   'يسألك سائح كيف يصل من ميدان التحرير إلى المتحف المصري. اكتب إجابتك في 4 إلى 6 جمل مستخدمًا "go straight" و"turn left/right" و"it is next to…".',
   interval '6 days', 10)
) as plan (id, slug, title_en, title_ar, instructions_en, instructions_ar, due_in, max_score)
join public.courses as c on c.slug = plan.slug
on conflict do nothing;
