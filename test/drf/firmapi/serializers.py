from rest_framework import serializers

from .models import Job, Message, News, Reply, Visitor


class ReplySerializer(serializers.ModelSerializer):
    class Meta:
        model = Reply
        fields = ['id', 'user', 'userEmail', 'message', 'reply_text', 'admin_user', 'created_at']


class MessageSerializer(serializers.ModelSerializer):
    # Nested: a message with replies is a replied message (docs/spec.md section 4).
    replies = ReplySerializer(many=True, read_only=True)

    class Meta:
        model = Message
        fields = [
            'id',
            'created_at',
            'full_name',
            'userEmail',
            'user',
            'phone_number',
            'service_of_interest',
            'description',
            'replies',
        ]


class NewsSerializer(serializers.ModelSerializer):
    class Meta:
        model = News
        fields = ['id', 'title', 'date', 'image', 'description']


class JobSerializer(serializers.ModelSerializer):
    class Meta:
        model = Job
        fields = ['id', 'title', 'description', 'requirements', 'start_date', 'end_date']


class VisitorSerializer(serializers.ModelSerializer):
    class Meta:
        model = Visitor
        fields = ['id', 'ip_address', 'created_at']
